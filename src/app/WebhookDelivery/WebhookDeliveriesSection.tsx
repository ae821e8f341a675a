import { Alert, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ScrollTable } from '../../usage/ScrollTable.tsx';
import { useFetched } from '../../usage/use-fetched.ts';
import { ProfileSection } from '../ProfilePage/ProfileSection.tsx';
import { useSession } from '../session/index.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { call, kindLabel, timeText, type Attempt, type Destination } from './webhook-api.ts';

async function fetchLog(token: string) {
  const [attempts, destinations] = await Promise.all([call<Attempt[]>(token, 'GET', '/api/account/deliveries'), call<Destination[]>(token, 'GET', '/api/account/webhooks')]);
  if (!attempts.ok) return { ok: false as const, status: 0, message: attempts.message };
  if (!destinations.ok) return { ok: false as const, status: 0, message: destinations.message };
  return { ok: true as const, data: { attempts: attempts.data, destinations: destinations.data } };
}

/**
 * 'Pengiriman webhook': every attempt to deliver the account's reminders, 'Kirim ulang' per attempt,
 * 'Kirim uji' per webhook. `onSent` hears of every attempt made from here (the test channel shows it).
 */
export function WebhookDeliveriesSection({ onSent }: { onSent?: () => void }) {
  const { token } = useSession();
  const { loaded: fetched, reload } = useFetched(token, () => fetchLog(token));
  const loaded = fetched.state === 'ready' ? { state: 'ready' as const, ...fetched.data } : fetched;
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);


  async function act(key: string, path: string, body?: unknown) {
    setBusy(key);
    const result = await call<Attempt>(token, 'POST', path, body);
    setBusy(null);
    if (result.ok) onSent?.();
    setNotice(result.ok ? { ok: result.data.status !== null && result.data.status < 300, text: `${result.message} Status penerima: ${result.data.status ?? result.data.error ?? '-'}.` } : { ok: false, text: result.message });
    reload();
  }

  const destinations = loaded.state === 'ready' ? loaded.destinations : [];
  return (
    <ProfileSection id="pengiriman-webhook" title="Pengiriman webhook" intro="Setiap percobaan mengirim pengingat webhook akun ini: waktu, pengingat, peristiwa, status jawaban penerima, durasi dan percobaan berikutnya.">
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Webhook"
          placeholder={destinations.length === 0 ? 'Belum ada webhook' : 'Pilih webhook'}
          data={destinations.map((d) => ({ value: d.id, label: `${kindLabel[d.kind] ?? d.kind}${d.kota ? ` ${d.kota}` : ''} · ${d.id}${d.disabledReason ? ' (nonaktif)' : ''}` }))}
          value={chosen}
          onChange={setChosen}
          disabled={destinations.length === 0}
          style={{ flex: '1 1 220px' }}
        />
        <Button onClick={() => chosen && void act('test', '/api/account/deliveries/test', { subscriptionId: chosen })} disabled={!chosen} loading={busy === 'test'}>
          Kirim uji
        </Button>
      </Group>
      {destinations
        .filter((d) => d.disabledReason)
        .map((d) => (
          <Alert key={d.id} color="red" title={`${kindLabel[d.kind] ?? d.kind} ${d.kota ?? ''} nonaktif`}>
            {d.disabledReason}
          </Alert>
        ))}
      {notice && (
        <Alert color={notice.ok ? 'green' : 'red'} role="status">
          {notice.text}
        </Alert>
      )}
      {loaded.state === 'loading' && <Spinner label="Memuat log pengiriman" />}
      {loaded.state === 'failed' && <Alert color="red">{loaded.message}</Alert>}
      {loaded.state === 'ready' && loaded.attempts.length === 0 && <Text c="dimmed">Belum ada percobaan pengiriman webhook.</Text>}
      {loaded.state === 'ready' && loaded.attempts.length > 0 && (
        <Stack gap="xs">
          <ScrollTable label="Log pengiriman webhook" minWidth={760} caption="Percobaan terbaru lebih dulu (100 terakhir)." columns={['Waktu', 'Pengingat', 'Peristiwa', 'Status', 'Durasi', 'Berikutnya']} actions="Kirim ulang">
            {loaded.attempts.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{timeText(a.at)}</Table.Td>
                <Table.Td>{kindLabel[a.kind] ?? a.kind}</Table.Td>
                <Table.Td>{a.event}</Table.Td>
                <Table.Td title={a.error}>{a.status ?? a.error ?? '-'}</Table.Td>
                <Table.Td>{a.durationMs} ms</Table.Td>
                <Table.Td>{timeText(a.nextAttemptAt)}</Table.Td>
                <Table.Td>
                  <Button size="compact-sm" variant="light" loading={busy === a.id} onClick={() => void act(a.id, `/api/account/deliveries/${a.id}/replay`)} aria-label={`Kirim ulang ${a.event} ${timeText(a.at)}`}>
                    Kirim ulang
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </ScrollTable>
        </Stack>
      )}
      {/* Also with an empty log: a webhook registered meanwhile (with cURL, an agent) joins the list. */}
      {loaded.state === 'ready' && (
        <Button variant="subtle" onClick={reload} style={{ alignSelf: 'flex-start' }}>
          Muat ulang
        </Button>
      )}
    </ProfileSection>
  );
}
