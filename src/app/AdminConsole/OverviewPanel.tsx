import { SegmentedControl, SimpleGrid, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { clientLabels, overviewRanges, type OverviewRange } from '../../catalog/operator-api.ts';
import type { AdminApi } from './admin-api.ts';
import { DataTable } from './DataTable.tsx';
import { Loading } from './Loading.tsx';
import { useAnswer } from '../PlansPage/use-answer.ts';
import { bucketLabel } from '../../usage/bucket-label.ts';

const rangeLabels: Record<OverviewRange, string> = { '24h': '24 jam', '7d': '7 hari', '30d': '30 hari', '90d': '90 hari' };
const percent = (rate: number) => `${(rate * 100).toLocaleString('id-ID', { maximumFractionDigits: 1 })}%`;

/** The whole API at a glance over a range, each table exportable as CSV. */
export function OverviewPanel({ api }: { api: AdminApi }) {
  const [range, setRange] = useState<OverviewRange>('24h');
  const { loaded } = useAnswer(range, () => api.overview(range));
  return (
    <Stack gap="lg">
      <SegmentedControl aria-label="Rentang" value={range} onChange={(v) => setRange(v as OverviewRange)} data={overviewRanges.map((r) => ({ value: r, label: rangeLabels[r] }))} />
      <Loading loaded={loaded} label="Memuat ringkasan">
        {(o) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {[
                ['Panggilan', o.totals.calls.toLocaleString('id-ID')],
                ['Tingkat error', percent(o.totals.errorRate)],
                ['Akun aktif', o.totals.activeAccounts.toLocaleString('id-ID')],
                ['Pendaftaran baru', o.totals.signups.toLocaleString('id-ID')],
              ].map(([label, value]) => (
                <Paper withBorder p="sm" key={label}>
                  <Text size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text fw={700} size="xl" data-testid={`total-${label}`}>
                    {value}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <DataTable title="Per endpoint" file={`ringkasan-endpoint-${range}.csv`} header={['Endpoint', 'Panggilan', 'Error', 'Tingkat error', 'p50 (ms)', 'p95 (ms)', 'Pesan teratas']} empty="Belum ada panggilan." rows={o.entries.map((e) => [e.entry, e.calls, e.errors, percent(e.errorRate), e.p50Ms, e.p95Ms, e.topMessages.map((m) => `${m.message} (${m.count})`).join('; ')])} />
            <DataTable title="Klien" file={`ringkasan-klien-${range}.csv`} header={['Klien', 'Panggilan']} empty="Belum ada panggilan." rows={o.clients.map((c) => [clientLabels[c.client] ?? c.client, c.calls])} />
            <DataTable title="Akun teratas" file={`ringkasan-akun-${range}.csv`} header={['Username', 'Nama', 'Paket', 'Panggilan', 'Error']} empty="Belum ada panggilan." rows={o.accounts.map((a) => [a.username, a.nama, a.plan, a.calls, a.errors])} />
            <DataTable title="Panggilan dan error dari waktu ke waktu" file={`ringkasan-waktu-${range}.csv`} header={['Waktu (UTC)', 'Panggilan', 'Error']} shown={{ 0: bucketLabel }} empty="Belum ada panggilan." rows={o.series.map((s) => [s.date, s.calls, s.errors])} />
            <DataTable title="Pendaftaran baru" file={`ringkasan-pendaftaran-${range}.csv`} header={['Tanggal (UTC)', 'Akun baru']} shown={{ 0: bucketLabel }} empty="Belum ada pendaftaran di rentang ini." rows={o.signups.map((s) => [s.date, s.count])} />
          </Stack>
        )}
      </Loading>
    </Stack>
  );
}
