import { Stack, Text } from '@mantine/core';
import { kindLabels } from '../../catalog/changes/kinds.ts';
import type { AdminApi } from './admin-api.ts';
import { DataTable } from './DataTable.tsx';
import { Loading } from './Loading.tsx';
import { useAnswer } from '../PlansPage/use-answer.ts';

/**
 * What the last releases change for the developers: each change of an endpoint with the accounts
 * that called it in the last 30 days, their calls, and the calls it would now refuse; the sums of
 * what each developer reads in 'Perubahan untuk Anda'.
 */
export function ChangesPanel({ api }: { api: AdminApi }) {
  const { loaded } = useAnswer('changes', () => api.changes());
  return (
    <Loading loaded={loaded} label="Memuat dampak perubahan">
      {({ since, items }) => (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Perubahan endpoint dari tiga rilis terakhir, dihitung dari panggilan semua akun sejak {new Date(since).toLocaleDateString('id-ID', { dateStyle: 'long' })}. &lsquo;Akan ditolak&rsquo; kosong bila log tidak dapat menilainya.
          </Text>
          <DataTable
            title="Dampak perubahan"
            file="dampak-perubahan.csv"
            header={['Versi', 'Jenis', 'Endpoint', 'Perubahan', 'Akun', 'Panggilan', 'Akan ditolak']}
            empty="Tiga rilis terakhir tidak mengubah endpoint apa pun."
            rows={items.map((c) => [c.version, kindLabels[c.kind], c.operation, c.message, c.accounts, c.calls, c.failing])}
          />
        </Stack>
      )}
    </Loading>
  );
}
