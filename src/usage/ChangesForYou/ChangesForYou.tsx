import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { FetchedState } from '../FetchedState.tsx';
import { changesPagePath } from '../../catalog/changes/paths.ts';
import type { ChangeKind } from '../../catalog/changes/classify.ts';
import { kindLabels } from '../../catalog/changes/kinds.ts';
import { ScrollTable } from '../ScrollTable.tsx';
import { fetchChangesForYou, type LogCaller } from '../usage-api.ts';
import { useFetched } from '../use-fetched.ts';

const kindColors: Record<ChangeKind, string> = { breaking: 'red', 'non-breaking': 'teal', documentation: 'gray' };

const count = (n: number) => n.toLocaleString('id-ID');
/** `Input \`width\` kini wajib diisi.` with its code shown as code. */
const withCode = (message: string) => message.split(/`([^`]+)`/).map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part));

/**
 * 'Perubahan untuk Anda': the changes of the API's last releases that touch the endpoints this
 * developer called in the last 30 days, with how many of their calls each concerns and, for a
 * removed entry or input, a newly required input or a value no longer accepted, how many it breaks.
 */
export function ChangesForYou({ caller }: { caller: LogCaller }) {
  const { loaded, reload } = useFetched('changes', (signal) => fetchChangesForYou(caller, signal));
  return (
    <Paper component="section" aria-labelledby="perubahan-untuk-anda" withBorder shadow="sm" p="lg" radius="md" data-testid="changes-for-you">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} id="perubahan-untuk-anda" fz="h3">
            Perubahan untuk Anda
          </Title>
          <Anchor href={changesPagePath} size="sm">
            Semua perubahan API
          </Anchor>
        </Group>
        <FetchedState loaded={loaded} reload={reload} loading="Memuat perubahan…" failed="Perubahan tidak dapat dimuat">
          {(data) =>
            data.items.length === 0 ? (
              <Text c="dimmed" data-testid="changes-empty">
                Tidak ada perubahan API dari rilis terakhir yang menyentuh panggilan Anda dalam 30 hari terakhir.
              </Text>
            ) : (
              <ScrollTable
                label="Tabel perubahan untuk Anda"
                minWidth={720}
                caption="Perubahan dari tiga rilis terakhir yang menyentuh endpoint yang Anda panggil dalam 30 hari terakhir."
                columns={['Versi', 'Endpoint', 'Perubahan', 'Panggilan Anda', 'Akan ditolak']}
                testId="changes-table"
              >
                {data.items.map((change, i) => (
                  <Table.Tr key={`${change.version}-${change.operation}-${i}`} data-kind={change.kind}>
                    <Table.Td>{change.version}</Table.Td>
                    <Table.Td>
                      <code>{change.operation}</code>
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap" align="flex-start">
                        <Badge size="sm" variant="light" color={kindColors[change.kind]}>
                          {kindLabels[change.kind]}
                        </Badge>
                        <Text size="sm">{withCode(change.message)}</Text>
                      </Group>
                    </Table.Td>
                    <Table.Td>{count(change.calls)}</Table.Td>
                    <Table.Td>{change.failing === null ? '—' : count(change.failing)}</Table.Td>
                  </Table.Tr>
                ))}
              </ScrollTable>
            )
          }
        </FetchedState>
      </Stack>
    </Paper>
  );
}
