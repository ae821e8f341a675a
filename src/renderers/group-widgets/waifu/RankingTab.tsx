import { Button, Group, Stack, Table } from '@mantine/core';
import { useCallback } from 'react';
import { dataOf, parseRanking } from './parse.ts';
import { ResourceState } from './ResourceState.tsx';
import { useResource } from './use-resource.ts';
import type { WaifuApi } from './use-waifu-api.ts';

const parse = (body: unknown) => parseRanking(dataOf(body));

/** The most claimed waifus: the length of claimedBy is the claim count. */
export function RankingTab({ api, version }: { api: WaifuApi; version: number }) {
  const load = useCallback((signal: AbortSignal) => api.call('ranking', {}, signal), [api]);
  const { resource, reload } = useResource(load, parse, version);
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button variant="subtle" size="xs" onClick={reload}>
          Muat ulang
        </Button>
      </Group>
      <ResourceState resource={resource} emptyText="Belum ada waifu yang diklaim." onRetry={reload} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <Table striped withTableBorder aria-label="Peringkat waifu">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={48}>
                  #
                </Table.Th>
                <Table.Th scope="col">Nama</Table.Th>
                <Table.Th scope="col">Anime</Table.Th>
                <Table.Th scope="col" ta="right">
                  Jumlah klaim
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                <Table.Tr key={`${row.nama}-${i}`}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td>{row.nama}</Table.Td>
                  <Table.Td>{row.anime}</Table.Td>
                  <Table.Td ta="right">{row.claims}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ResourceState>
    </Stack>
  );
}
