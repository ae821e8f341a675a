import { Button, Group, Paper, SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { fetchUsage, usageRanges, type LogCaller, type Usage, type UsageDays } from '../usage-api.ts';
import { FetchedState } from '../FetchedState.tsx';
import { useFetched } from '../use-fetched.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { DaysTable, EntriesTable, StatusMix } from './UsageFigures.tsx';

// uPlot and its stylesheet arrive only when a chart is drawn.
const UsageChart = lazy(() => import('../UsageChart/UsageChart.tsx'));

export interface UsageSectionProps {
  caller: LogCaller;
}

function summary(usage: Usage, range: string): string {
  const requests = usage.days.reduce((n, d) => n + d.requests, 0);
  const errors = usage.days.reduce((n, d) => n + d.errors, 0);
  return `Request ${range} terakhir: ${requests.toLocaleString('id-ID')} request, ${errors.toLocaleString('id-ID')} error.`;
}

function Figures({ usage, days, label }: { usage: Usage; days: UsageDays; label: string }) {
  const [tableShown, setTableShown] = useState(false);
  const total = usage.days.reduce((n, d) => n + d.requests, 0);
  if (total === 0) {
    return (
      <Text c="dimmed" data-testid="usage-empty">
        Belum ada request dalam {label} terakhir.
      </Text>
    );
  }
  const caption = `${days === 1 ? 'Request per jam' : 'Request per hari'}, ${label} terakhir (UTC)`;
  const table = <DaysTable days={usage.days} caption={caption} />;
  return (
    <Stack gap="md">
      <Text size="sm" data-testid="usage-summary">
        {summary(usage, label)}
      </Text>
      <Suspense fallback={<Spinner label="Memuat grafik" />}>
        <UsageChart days={usage.days} hourly={days === 1} label={`Grafik ${caption.toLowerCase()}. Angkanya ada di tabel.`} />
      </Suspense>
      <Group gap="md" aria-hidden>
        <Group gap={6}>
          <span style={{ width: 12, height: 12, borderRadius: 2, background: 'var(--mantine-color-blue-6)' }} />
          <Text size="sm">Request</Text>
        </Group>
        <Group gap={6}>
          <span style={{ width: 12, height: 12, borderRadius: 2, background: 'var(--mantine-color-red-7)' }} />
          <Text size="sm">Error</Text>
        </Group>
      </Group>
      <Button variant="subtle" size="compact-sm" onClick={() => setTableShown((s) => !s)} aria-expanded={tableShown} style={{ alignSelf: 'flex-start' }}>
        {tableShown ? 'Sembunyikan tabel' : 'Tampilkan sebagai tabel'}
      </Button>
      {tableShown ? table : <VisuallyHidden>{table}</VisuallyHidden>}
      <Title order={3} fz="h4">
        Per endpoint
      </Title>
      <EntriesTable byEntry={usage.byEntry} />
      <Title order={3} fz="h4">
        Status jawaban
      </Title>
      <StatusMix byStatus={usage.byStatus} />
    </Stack>
  );
}

/** 'Pemakaian': the account's calls per day (or hour) with errors apart, per endpoint and per status. */
export function UsageSection({ caller }: UsageSectionProps) {
  const [days, setDays] = useState<UsageDays>(7);
  const { loaded, reload } = useFetched(`${days}`, (signal) => fetchUsage(caller, days, signal));
  const label = usageRanges.find((r) => r.days === days)?.label ?? '';
  return (
    <Paper component="section" aria-labelledby="pemakaian" withBorder shadow="sm" p="lg" radius="md" data-testid="usage-section">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} id="pemakaian" fz="h3">
            Pemakaian
          </Title>
          <SegmentedControl
            aria-label="Rentang waktu"
            value={String(days)}
            onChange={(value) => setDays(Number(value) as UsageDays)}
            data={usageRanges.map((r) => ({ value: String(r.days), label: r.label }))}
          />
        </Group>
        <FetchedState loaded={loaded} reload={reload} loading="Memuat pemakaian…" failed="Pemakaian tidak dapat dimuat">
          {(usage) => <Figures usage={usage} days={days} label={label} />}
        </FetchedState>
      </Stack>
    </Paper>
  );
}
