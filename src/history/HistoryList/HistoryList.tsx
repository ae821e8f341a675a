import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useNavigate } from '../../router/index.ts';
import { entryPath, shareQuery } from '../../share/link.ts';
import type { ReopenState } from '../../share/SharedInputs/index.ts';
import { formatBytes, formatDuration, formatTime } from '../format.ts';
import type { HistoryRecord } from '../types.ts';

export interface HistoryListProps {
  records: HistoryRecord[];
  /** Called after an item was reopened (a drawer closes). */
  onOpened?: () => void;
  /** Hides the entry's title and path (the per-entry list under 'Coba'). */
  compact?: boolean;
}

/** Runs with their status, duration and size; 'Buka lagi' reopens the entry with the inputs filled. */
export function HistoryList({ records, onOpened, compact = false }: HistoryListProps) {
  const navigate = useNavigate();
  const reopen = (record: HistoryRecord) => {
    const state: ReopenState = { files: record.files };
    navigate(`${entryPath({ group: record.group, id: record.entryId })}?${shareQuery(record.inputs)}`, { state });
    onOpened?.();
  };
  if (records.length === 0) return <Text c="dimmed" size="sm">Belum ada riwayat request.</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Riwayat request">
      {records.map((record) => (
        <Paper component="li" withBorder p="xs" radius="sm" key={record.id} data-testid="history-item" data-entry={record.entryId}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              {compact ? null : (
                <Text size="sm" fw={600} truncate>
                  {record.title}
                </Text>
              )}
              <Group gap={6} wrap="wrap">
                {compact ? null : (
                  <>
                    <Badge size="xs" variant="light">{record.method}</Badge>
                    <Code>{record.path}</Code>
                  </>
                )}
                <Badge size="xs" color={record.ok ? 'green' : 'red'} data-testid="history-status">
                  {record.status === 0 ? 'Tanpa jawaban' : `HTTP ${record.status}`}
                </Badge>
                <Text size="xs" data-testid="history-duration">{formatDuration(record.durationMs)}</Text>
                <Text size="xs">{formatBytes(record.size)}</Text>
              </Group>
              <Text size="xs" c="dimmed">{formatTime(record.time)}</Text>
            </Stack>
            <Button size="compact-xs" variant="light" onClick={() => reopen(record)} aria-label={`Buka lagi ${record.title}, ${formatTime(record.time)}`}>
              Buka lagi
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
