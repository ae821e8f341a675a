import { Alert, Badge, Button, Checkbox, Code, CopyButton, Group, NumberInput, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { groups } from 'virtual:portal-tiles';
import { useState, type FormEvent } from 'react';
import { keyCapMax, keyNameMax, type AccountKey } from '../../catalog/account-keys.ts';
import { formatTime } from '../../history/format.ts';
import { FetchedState, fetchKeys, useFetched } from '../../usage/index.ts';
import { ServerMessage } from '../account-forms/index.ts';
import { useSession } from '../session/index.ts';
import { ConfirmAction } from './ConfirmAction.tsx';
import { createKey, revokeKey } from './keys-api.ts';
import { ProfileSection } from './ProfileSection.tsx';

const groupLabel = new Map(groups.map((g) => [g.id, g.label]));
const stamp = (iso: string | null) => (iso ? formatTime(Date.parse(iso)) : 'Belum pernah');
const scopeText = (scope: string[] | null) => (scope ? scope.map((g) => groupLabel.get(g) ?? g).join(', ') : 'Semua grup paket');

/** A key just made: its value, shown here once with a copy button. */
function NewKeyValue({ name, apikey, onDone }: { name: string; apikey: string; onDone: () => void }) {
  return (
    <Alert color="teal" title={`Key "${name}" dibuat`} data-testid="new-key-value">
      <Stack gap="xs">
        <Text size="sm">Simpan nilainya sekarang: portal tidak menampilkannya lagi.</Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {apikey}
        </Code>
        <Group gap="xs">
          <CopyButton value={apikey}>
            {({ copied, copy }) => (
              <Button size="xs" color={copied ? 'teal' : 'blue'} onClick={copy}>
                {copied ? 'Tersalin' : 'Salin key'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Sudah saya simpan
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function KeyRows({ keys, onRevoke }: { keys: AccountKey[]; onRevoke: (key: AccountKey) => void }) {
  return (
    <div role="region" aria-label="Daftar API key" tabIndex={0} style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table striped withTableBorder miw={720} data-testid="key-list">
        <Table.Thead>
          <Table.Tr>
            {['Nama', 'Dibuat', 'Terakhir dipakai', 'Cakupan', 'Batas harian', 'Aksi'].map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((k) => (
            <Table.Tr key={k.id} data-testid="key-row" data-name={k.name}>
              <Table.Th scope="row" fw={500}>
                <Group gap={6} wrap="nowrap">
                  <span>{k.name}</span>
                  {k.state !== 'aktif' ? (
                    <Badge size="xs" color={k.state === 'tenggang' ? 'yellow' : 'gray'} variant="light">
                      {k.state}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Th>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{stamp(k.createdAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{stamp(k.lastUsedAt)}</Table.Td>
              <Table.Td>{scopeText(k.scope)}</Table.Td>
              <Table.Td>{k.dailyCap === null ? 'Batas akun' : `${k.dailyCap.toLocaleString('id-ID')} / hari`}</Table.Td>
              <Table.Td>
                {k.main ? (
                  <Text size="xs" c="dimmed">
                    Dipakai portal ini
                  </Text>
                ) : k.state === 'aktif' ? (
                  <Button size="compact-xs" color="red" variant="light" onClick={() => onRevoke(k)} aria-label={`Cabut key ${k.name}`}>
                    Cabut
                  </Button>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/**
 * 'API key bernama': the account's keys by name (created, last use, scope, own cap), a form for a
 * new one whose value is shown once, and revoking one after a confirmation. The main key is the
 * portal's own: it is replaced in 'Buat API Key baru', not revoked here.
 */
export function NamedKeysSection() {
  const { token, apiKey } = useSession();
  const { loaded, reload } = useFetched('keys', (signal) => fetchKeys({ token, apiKey }, signal));
  const [name, setName] = useState('');
  const [scope, setScope] = useState<string[]>([]);
  const [cap, setCap] = useState<number | string>('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [made, setMade] = useState<{ name: string; apikey: string } | null>(null);
  const [revoking, setRevoking] = useState<AccountKey | null>(null);
  const [revokeBusy, setRevokeBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    const result = await createKey(token, { name: name.trim(), scope: scope.length ? scope : null, dailyCap: typeof cap === 'number' ? cap : null });
    setBusy(false);
    if (!result.ok) return setRefusal(result.message);
    setMade({ name: result.data.key.name, apikey: result.data.apikey });
    setName('');
    setScope([]);
    setCap('');
    reload();
  }

  async function revoke() {
    if (!revoking) return;
    setRevokeBusy(true);
    const result = await revokeKey(token, revoking.id);
    setRevokeBusy(false);
    setRevoking(null);
    notifications.show({ color: result.ok ? 'teal' : 'red', message: result.message });
    reload();
  }

  const active = loaded.state === 'ready' ? loaded.data.items.filter((k) => k.state === 'aktif').length : 0;
  return (
    <ProfileSection
      id="api-key-bernama"
      title="API key bernama"
      intro="Key terpisah untuk setiap aplikasi: masing-masing punya nama, cakupan grup dan batas harian sendiri, dan bisa dicabut tanpa mengganggu yang lain."
      onSubmit={(event) => void submit(event)}
      after={
        <ConfirmAction
          opened={revoking !== null}
          title={`Cabut key "${revoking?.name ?? ''}"?`}
          consequence="Panggilan dengan key ini langsung ditolak. Key yang dicabut tidak bisa dipakai lagi."
          confirmLabel="Ya, cabut key"
          busy={revokeBusy}
          onConfirm={() => void revoke()}
          onCancel={() => setRevoking(null)}
        />
      }
    >
      <FetchedState loaded={loaded} reload={reload} loading="Memuat daftar key…" failed="Daftar key tidak dapat dimuat">
        {(keys) => (
          <>
            <Text size="sm" c="dimmed" data-testid="key-count">
              {active} dari {keys.keysPerAccount} key aktif yang dibolehkan paket Anda (termasuk kunci utama).
            </Text>
            <KeyRows keys={keys.items} onRevoke={setRevoking} />
          </>
        )}
      </FetchedState>
      {made ? <NewKeyValue name={made.name} apikey={made.apikey} onDone={() => setMade(null)} /> : null}
      <TextInput label="Nama key baru" description="Misalnya nama aplikasi atau server yang memakainya." required maxLength={keyNameMax} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      <Checkbox.Group label="Cakupan" description="Grup fitur yang boleh dipanggil key ini. Kosongkan untuk semua grup paket Anda." value={scope} onChange={setScope}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
          {groups.map((g) => (
            <Checkbox key={g.id} value={g.id} label={g.label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <NumberInput label="Batas harian key (opsional)" description="Panggilan per hari untuk key ini saja; kosong: hanya batas akun." min={1} max={keyCapMax} allowDecimal={false} allowNegative={false} value={cap} onChange={setCap} maw={280} />
      <ServerMessage message={refusal} />
      <Button type="submit" loading={busy} disabled={!name.trim()} style={{ alignSelf: 'flex-start' }}>
        Buat key
      </Button>
    </ProfileSection>
  );
}
