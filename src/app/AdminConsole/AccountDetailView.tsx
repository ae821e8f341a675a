import { Alert, Badge, Button, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AccountDetail, PlanView } from '../../catalog/operator-api.ts';
import { dailyLimitMax } from '../../catalog/operator-messages.ts';
import type { SessionAnswer } from '../PlansPage/plans-api.ts';
import type { AdminApi } from './admin-api.ts';
import { DataTable } from './DataTable.tsx';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('id-ID') : '–');

/** One account: its plan and limit changed, disabled, its password reset, its sessions ended, a key revoked. */
export function AccountDetailView({ api, account, plans, onChanged }: { api: AdminApi; account: AccountDetail; plans: PlanView[]; onChanged: () => void }) {
  const [plan, setPlan] = useState(account.plan);
  const [limit, setLimit] = useState<string | number>(account.limit ?? '');
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<SessionAnswer<unknown>>, extra?: (data: unknown) => string) => {
    setBusy(true);
    const answer = await run();
    setBusy(false);
    setNotice({ ok: answer.ok, message: answer.ok && extra ? `${answer.message} ${extra(answer.data)}` : answer.message });
    if (answer.ok) onChanged();
  };
  const savePlan = () => act(() => api.change(account.username, plan === account.plan ? { dailyLimit: limit === '' ? null : Number(limit) } : { plan, ...(limit !== (account.limit ?? '') && { dailyLimit: limit === '' ? null : Number(limit) }) }));
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {account.nama} ({account.username}) {account.disabled && <Badge color="red">Nonaktif</Badge>} {account.role === 'ADMIN' && <Badge>ADMIN</Badge>}
      </Title>
      <Text size="sm">
        Paket {account.plan} · hari ini {account.today.toLocaleString('id-ID')} dari {account.limit === null ? 'tanpa batas' : account.limit.toLocaleString('id-ID')} · panggilan terakhir {when(account.lastCallAt)}
      </Text>
      {notice && (
        <Alert color={notice.ok ? 'teal' : 'red'} role="status">
          {notice.message}
        </Alert>
      )}
      <Group align="end" gap="sm">
        <Select label="Paket" data={plans.map((p) => ({ value: p.name, label: `${p.name} (${p.label})` }))} value={plan} onChange={(v) => v && setPlan(v)} allowDeselect={false} w={200} />
        <NumberInput label="Batas harian" description="Kosong: tanpa batas" min={0} max={dailyLimitMax} allowDecimal={false} value={limit} onChange={setLimit} w={160} />
        <Button onClick={() => void savePlan()} loading={busy}>
          Simpan
        </Button>
      </Group>
      <Group gap="sm">
        <Button variant="light" color={account.disabled ? 'teal' : 'red'} disabled={busy} onClick={() => void act(() => api.change(account.username, { disabled: !account.disabled }))}>
          {account.disabled ? 'Aktifkan akun' : 'Nonaktifkan akun'}
        </Button>
        <Button variant="light" disabled={busy} onClick={() => void act(() => api.resetPassword(account.username), (d) => `Password baru: ${(d as { password: string }).password}`)}>
          Reset password
        </Button>
        <Button variant="light" disabled={busy} onClick={() => void act(() => api.endSessions(account.username))}>
          Akhiri semua sesi
        </Button>
      </Group>
      <Title order={3} size="h4">
        API key
      </Title>
      {account.keys.map((k) => (
        <Group key={k.id} gap="sm">
          <Text size="sm" data-testid="admin-key">
            <b>{k.name}</b> · dibuat {when(k.createdAt)} · {k.state}
            {k.expiresAt ? ` (sampai ${when(k.expiresAt)})` : ''} · terakhir dipakai {k.lastUsedAt ? when(k.lastUsedAt) : 'belum pernah'}
            {k.scope ? ` · cakupan: ${k.scope.join(', ')}` : ''}
            {k.dailyCap !== null ? ` · batas ${k.dailyCap.toLocaleString('id-ID')}/hari` : ''}
          </Text>
          {k.state !== 'dicabut' && (
            <Button size="xs" variant="subtle" color="red" disabled={busy} onClick={() => void act(() => api.revokeKey(account.username, k.id))} aria-label={`Cabut key ${k.name}`}>
              Cabut
            </Button>
          )}
        </Group>
      ))}
      <DataTable title="Sesi aktif" file={`sesi-${account.username}.csv`} header={['Dibuat', 'Terakhir dipakai', 'Berakhir']} empty="Tidak ada sesi aktif." rows={account.sessions.map((s) => [when(s.createdAt), when(s.lastSeen), when(s.expiresAt)])} />
      <DataTable title="Panggilan terakhir" file={`panggilan-${account.username}.csv`} header={['Waktu', 'Endpoint', 'Status', 'ms', 'Klien']} empty="Belum ada panggilan." rows={account.recentCalls.map((c) => [when(c.time), c.entry ?? c.path, c.status, c.durationMs, c.client])} />
    </Stack>
  );
}
