import { Alert, Card, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useReducer, useState } from 'react';
import type { GroupWidgetProps } from '../types.ts';
import { confirmLabel, confirmQuestion, refreshes, type ConfirmedAction, type WaifuAction } from './actions.ts';
import { ClaimsTab } from './ClaimsTab.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { MarriageTab } from './MarriageTab.tsx';
import { dataOf, parseClaims } from './parse.ts';
import { RankingTab } from './RankingTab.tsx';
import { SearchTab } from './SearchTab.tsx';
import { useWaifuApi, type WaifuApi } from './use-waifu-api.ts';

type TabId = 'cari' | 'klaim' | 'pernikahan' | 'peringkat';

interface Pending {
  action: ConfirmedAction;
  nama: string;
  waifuid?: string;
}

interface Feedback {
  ok: boolean;
  message: string;
}

const bump = (n: number) => n + 1;

/** A marriage answer may lack the waifuid the unmarry call needs: the claim of that name has it. */
async function resolveWaifuid(api: WaifuApi, pending: Pending): Promise<string | undefined> {
  if (pending.waifuid) return pending.waifuid;
  const answer = await api.call('myclaim', { userId: api.userId });
  if (!answer.ok || answer.as !== 'json') return undefined;
  return parseClaims(dataOf(answer.data)).find((c) => c.nama === pending.nama)?.waifuid;
}

/** Fitur Waifu: search and random, the sample user's claims, marriage and the ranking, in tabs. */
export function WaifuWidget({ group }: GroupWidgetProps) {
  const api = useWaifuApi();
  const [tab, setTab] = useState<TabId>('cari');
  // A tab loads when first opened, not before: every call counts against the daily limit.
  const [visited, setVisited] = useState<ReadonlySet<TabId>>(() => new Set(['cari']));
  const show = (next: TabId) => {
    setTab(next);
    setVisited((v) => (v.has(next) ? v : new Set([...v, next])));
  };
  const [claimsVersion, bumpClaims] = useReducer(bump, 0);
  const [marriageVersion, bumpMarriage] = useReducer(bump, 0);
  const [busy, setBusy] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  if (!api) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Memuat fitur...</Text>
      </Group>
    );
  }

  async function perform(action: WaifuAction, inputs: Record<string, unknown>) {
    if (!api) return;
    setBusy(`${action}:${String(inputs.waifuid ?? '')}`);
    setFeedback(null);
    let answer;
    try {
      answer = await api.call(action, { userId: api.userId, ...inputs });
    } catch {
      // Aborted: the panel closed.
      return;
    }
    setBusy(null);
    const serverMessage = answer.ok && answer.as === 'json' ? (answer.data as { message?: unknown } | null)?.message : undefined;
    const message = answer.ok ? (typeof serverMessage === 'string' && serverMessage ? serverMessage : api.success(action)) : answer.message;
    setFeedback({ ok: answer.ok, message });
    notifications.show({ color: answer.ok ? 'green' : 'red', message });
    if (!answer.ok) return;
    if (refreshes[action] === 'claims') bumpClaims();
    else {
      show('pernikahan');
      bumpMarriage();
    }
  }

  async function confirm() {
    if (!pending || !api) return;
    const current = pending;
    setPending(null);
    let waifuid;
    try {
      waifuid = await resolveWaifuid(api, current);
    } catch {
      return;
    }
    if (!waifuid) {
      setFeedback({ ok: false, message: 'Waifu ID tidak ditemukan.' });
      return;
    }
    await perform(current.action, { waifuid });
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="waifu-widget-title" data-group-widget="waifu">
      <Stack gap="md">
        <Title order={3} size="h4" id="waifu-widget-title">
          {`Coba ${group.title}`}
        </Title>
        {feedback ? (
          <Alert color={feedback.ok ? 'green' : 'red'} withCloseButton onClose={() => setFeedback(null)} closeButtonLabel="Tutup pesan">
            {feedback.message}
          </Alert>
        ) : null}
        <Tabs value={tab} onChange={(value) => value && show(value as TabId)} keepMounted>
          <Tabs.List>
            <Tabs.Tab value="cari">Cari</Tabs.Tab>
            <Tabs.Tab value="klaim">uji coba klaim user</Tabs.Tab>
            <Tabs.Tab value="pernikahan">Pernikahan</Tabs.Tab>
            <Tabs.Tab value="peringkat">Peringkat</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="cari" pt="md">
            <SearchTab
              api={api}
              claiming={busy?.startsWith('claim:') ?? false}
              onClaim={(waifu, imgurl) => void perform('claim', { waifuid: waifu.waifuid, imgurl })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="klaim" pt="md">
            {visited.has('klaim') ? (
              <ClaimsTab
                api={api}
                version={claimsVersion}
                busy={busy}
                onRelease={(c) => setPending({ action: 'unclaim', nama: c.nama, waifuid: c.waifuid })}
                onMarry={(c) => setPending({ action: 'marry', nama: c.nama, waifuid: c.waifuid })}
              />
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="pernikahan" pt="md">
            {visited.has('pernikahan') ? (
              <MarriageTab api={api} version={marriageVersion} busy={busy} onUnmarry={(m) => setPending({ action: 'unmarry', nama: m.nama, waifuid: m.waifuid })} />
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="peringkat" pt="md">
            {visited.has('peringkat') ? <RankingTab api={api} version={claimsVersion} /> : null}
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <ConfirmDialog
        question={pending ? confirmQuestion[pending.action] : null}
        detail={pending?.nama}
        confirmLabel={pending ? confirmLabel[pending.action] : ''}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
