import { Alert, Badge, Button, Code, Group, NativeSelect, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment, useMemo, useState } from 'react';
import { useNavigate } from '../../router/index.ts';
import documents from 'virtual:portal-search';
import { formatBytes, formatDuration, formatTime } from '../../history/format.ts';
import { entryPath, shareQuery } from '../../share/link.ts';
import type { ReopenState } from '../../share/SharedInputs/index.ts';
import { entryLabel, entryName } from '../entry-names.ts';
import { FetchedState } from '../FetchedState.tsx';
import { ScrollTable } from '../ScrollTable.tsx';
import { fetchKeys, fetchLog, type LogCaller, type LogFilter, type LogItem } from '../usage-api.ts';
import { useFetched } from '../use-fetched.ts';

const clientLabels: Record<LogItem['client'], string> = { portal: 'Portal', curl: 'cURL', mcp: 'MCP', other: 'Lainnya' };
const statusChoices = [
  { value: '', label: 'Semua status' },
  { value: '2xx', label: '2xx (berhasil)' },
  { value: '4xx', label: '4xx (ditolak)' },
  { value: '5xx', label: '5xx (gagal di server)' },
];
const entryChoices = [
  { value: '', label: 'Semua endpoint' },
  ...[...documents].sort((a, b) => a.title.localeCompare(b.title, 'id')).map((d) => ({ value: d.entryId, label: d.title })),
];

function Row({ item, keyName }: { item: LogItem; keyName?: string }) {
  const navigate = useNavigate();
  const name = entryName(item.entry);
  const title = entryLabel(item.entry, item.path);
  const when = formatTime(Date.parse(item.time));
  const reopen = () => {
    if (!name || !item.entry) return;
    const state: ReopenState = { files: item.inputs.files };
    navigate(`${entryPath({ group: name.group, id: item.entry })}?${shareQuery(item.inputs.values)}`, { state });
  };
  return (
    <Table.Tr data-testid="log-row" data-entry={item.entry ?? ''} data-id={item.id}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when}</Table.Td>
      <Table.Th scope="row" fw={500}>
        <Stack gap={2}>
          <span>{title}</span>
          <Group gap={4} wrap="nowrap" align="flex-start">
            <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
              {item.method}
            </Badge>
            {/* A long path breaks after its slashes: the row's 'Buka lagi' stays in view on a desktop. */}
            <Code fz="xs">
              {item.path.split('/').map((part, i) => (
                <Fragment key={i}>
                  {i > 0 ? <wbr /> : null}
                  {i > 0 ? '/' : ''}
                  {part}
                </Fragment>
              ))}
            </Code>
          </Group>
        </Stack>
      </Table.Th>
      <Table.Td>
        <Badge color={item.status >= 400 ? 'red' : 'green'} variant="light" data-testid="log-status">
          {item.status}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDuration(item.durationMs)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatBytes(item.bytesOut)}</Table.Td>
      <Table.Td>
        {clientLabels[item.client] ?? item.client}
        {keyName ? (
          <Text size="xs" c="dimmed" data-testid="log-key">
            {keyName}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td style={{ minWidth: 180 }}>
        <Text size="sm">{item.message ?? '–'}</Text>
        <Text size="xs" c="dimmed">
          ID: <Code fz="xs">{item.id}</Code>
        </Text>
      </Table.Td>
      <Table.Td>
        <Button size="compact-xs" variant="light" onClick={reopen} disabled={!name} aria-label={`Buka lagi ${title}, ${when}`}>
          Buka lagi
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/** 'Log request': the account's calls, newest first, filtered by endpoint, status and key, a page at a time. */
export function RequestLog({ caller }: { caller: LogCaller }) {
  const [filter, setFilter] = useState<LogFilter>({});
  // The keys by name; where the account API has none (in front of an upstream) the filter is not offered.
  const { loaded: keys } = useFetched('keys', (signal) => fetchKeys(caller, signal));
  // The value is read at once: React clears the event's target before a state updater runs.
  const choose = (name: keyof LogFilter, value: string) => setFilter((f) => ({ ...f, [name]: value || undefined }));
  const keyNames = useMemo(() => new Map(keys.state === 'ready' ? keys.data.items.map((k) => [k.id, k.name]) : []), [keys]);
  const keyChoices = [{ value: '', label: 'Semua key' }, ...(keys.state === 'ready' ? keys.data.items.map((k) => ({ value: k.id, label: k.state === 'aktif' ? k.name : `${k.name} (${k.state})` })) : [])];
  const { loaded, reload, question } = useFetched(JSON.stringify(filter), (signal) => fetchLog(caller, filter, signal));
  // Pages after the first, appended by 'Muat lagi': they belong to the first page they follow.
  const [kept, setMore] = useState<{ question: string; items: LogItem[]; next: string | null } | null>(null);
  const more = kept?.question === question ? kept : null;
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const items = useMemo(() => (loaded.state === 'ready' ? [...loaded.data.items, ...(more?.items ?? [])] : []), [loaded, more]);
  const next = more ? more.next : loaded.state === 'ready' ? loaded.data.next : null;

  async function loadMore() {
    if (!next) return;
    setLoadingMore(true);
    setMoreError(null);
    const result = await fetchLog(caller, { ...filter, before: next });
    setLoadingMore(false);
    if (result.ok) setMore({ question, items: [...(more?.items ?? []), ...result.data.items], next: result.data.next });
    else setMoreError(result.message);
  }

  return (
    <Paper component="section" aria-labelledby="log-request" withBorder shadow="sm" p="lg" radius="md" data-testid="request-log">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} id="log-request" fz="h3">
            Log request
          </Title>
          <Button size="xs" variant="subtle" onClick={() => { setMoreError(null); reload(); }}>
            Muat ulang
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Setiap panggilan dengan API key akun ini, dari portal, cURL, MCP atau aplikasi Anda. API key tidak disimpan; file hanya namanya.
        </Text>
        <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
          <NativeSelect label="Endpoint" data={entryChoices} value={filter.entry ?? ''} onChange={(e) => choose('entry', e.currentTarget.value)} miw={180} />
          <NativeSelect label="Status" data={statusChoices} value={filter.status ?? ''} onChange={(e) => choose('status', e.currentTarget.value)} miw={160} />
          {keys.state === 'ready' ? (
            <NativeSelect label="API key" data={keyChoices} value={filter.key ?? ''} onChange={(e) => choose('key', e.currentTarget.value)} miw={160} data-testid="log-key-filter" />
          ) : null}
        </Group>
        <FetchedState loaded={loaded} reload={reload} loading="Memuat log request…" failed="Log request tidak dapat dimuat">
          {() =>
            items.length === 0 ? (
              <Text c="dimmed" data-testid="log-empty">
                {filter.entry || filter.status || filter.key ? 'Tidak ada request yang cocok dengan filter ini.' : 'Belum ada request.'}
              </Text>
            ) : (
              <ScrollTable
                label="Tabel log request"
                minWidth={860}
                caption="Terbaru lebih dulu. Geser tabel ke samping di layar sempit."
                columns={['Waktu', 'Endpoint', 'Status', 'Durasi', 'Ukuran', 'Klien', 'Pesan']}
                actions="Aksi"
                highlightOnHover
              >
                {items.map((item) => (
                  <Row key={item.id} item={item} keyName={item.keyId ? keyNames.get(item.keyId) : undefined} />
                ))}
              </ScrollTable>
            )
          }
        </FetchedState>
        {moreError ? <Alert color="red">{moreError}</Alert> : null}
        {next ? (
          <Button variant="light" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: 'center' }}>
            Muat lagi
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
