import { Table, Text } from '@mantine/core';
import { answerRecord, asRecord, InvalidAnswer } from '../../parts/index.ts';
import type { RendererProps } from '../../types.ts';

/** Spec §9: the leaderboard shows the top 10 by money. */
const shown = 10;
const money = new Intl.NumberFormat('id-ID');

interface Row {
  username: string;
  money: number;
  userId?: string;
}

function rows(body: Record<string, unknown>): Row[] | null {
  const list = [body.entries, body.data, body.leaderboard].find(Array.isArray);
  if (!list) return null;
  return list
    .map(asRecord)
    .filter((e): e is Record<string, unknown> => e !== null && typeof e.money === 'number')
    .map((e) => ({ username: String(e.username ?? e.name ?? '-'), money: e.money as number, userId: e.userId === undefined ? undefined : String(e.userId) }));
}

/** The top 10 players by money: rank, name, and money in the Indonesian format. */
export function RpgLeaderboard({ entry, answer }: RendererProps) {
  const body = answerRecord(answer);
  const list = body ? rows(body) : null;
  if (!list) return <InvalidAnswer message={entry.error} />;
  if (list.length === 0) return <Text c="dimmed">Belum ada pemain di papan peringkat.</Text>;
  return (
    <Table striped withTableBorder captionSide="top" data-widget="rpg-leaderboard">
      <Table.Caption>10 besar berdasarkan uang</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col" w={48}>
            #
          </Table.Th>
          <Table.Th scope="col">Nama</Table.Th>
          <Table.Th scope="col" ta="right">
            Uang
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {list.slice(0, shown).map((row, index) => (
          <Table.Tr key={row.userId ?? `${row.username}-${index}`}>
            <Table.Td>{index + 1}</Table.Td>
            <Table.Td>{row.username}</Table.Td>
            <Table.Td ta="right">{money.format(row.money)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
