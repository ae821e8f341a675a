import { Badge, Group, Table, Text } from '@mantine/core';
import { formatDuration } from '../../history/format.ts';
import { bucketLabel } from '../bucket-label.ts';
import { entryLabel } from '../entry-names.ts';
import { ScrollTable } from '../ScrollTable.tsx';
import type { Usage } from '../usage-api.ts';

const number = (n: number) => n.toLocaleString('id-ID');
const ms = (value: number | null) => (value === null ? '–' : formatDuration(value));

/** The chart's figures as a table: what a screen reader (or anyone who asks) reads instead of the bars. */
export function DaysTable({ days, caption }: { days: Usage['days']; caption: string }) {
  return (
    <ScrollTable label={caption} minWidth={320} caption={caption} columns={['Waktu (UTC)', 'Request', 'Error']} testId="usage-days-table">
      {days.map((d) => (
        <Table.Tr key={d.date}>
          <Table.Th scope="row" fw={400}>
            {bucketLabel(d.date)}
          </Table.Th>
          <Table.Td>{number(d.requests)}</Table.Td>
          <Table.Td>{number(d.errors)}</Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}

/** Requests, errors and p50/p95 durations per endpoint, busiest first. */
export function EntriesTable({ byEntry }: { byEntry: Usage['byEntry'] }) {
  return (
    <ScrollTable
      label="Pemakaian per endpoint"
      minWidth={420}
      caption="Durasi p50 dan p95 dihitung dari log request."
      columns={['Endpoint', 'Request', 'Error', 'p50', 'p95']}
      testId="usage-entries-table"
    >
      {byEntry.map((e) => (
        <Table.Tr key={e.entry}>
          <Table.Th scope="row" fw={500}>
            {entryLabel(e.entry)}
          </Table.Th>
          <Table.Td>{number(e.requests)}</Table.Td>
          <Table.Td>{number(e.errors)}</Table.Td>
          <Table.Td>{ms(e.p50Ms)}</Table.Td>
          <Table.Td>{ms(e.p95Ms)}</Table.Td>
        </Table.Tr>
      ))}
    </ScrollTable>
  );
}

const statusColor = (status: number) => (status >= 500 ? 'red' : status >= 400 ? 'orange' : status >= 300 ? 'gray' : 'green');

/** How the calls ended: one badge per status with its count. */
export function StatusMix({ byStatus }: { byStatus: Usage['byStatus'] }) {
  return (
    <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Status jawaban">
      {byStatus.map((s) => (
        <li key={s.status}>
          <Badge variant="light" color={statusColor(s.status)} size="lg" tt="none">
            HTTP {s.status}: {number(s.count)}
          </Badge>
        </li>
      ))}
      {byStatus.length === 0 ? <Text size="sm" c="dimmed">–</Text> : null}
    </Group>
  );
}
