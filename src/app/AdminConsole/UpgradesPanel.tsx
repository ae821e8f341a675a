import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { upgradeStatusLabels } from '../../catalog/operator-api.ts';
import type { AdminApi } from './admin-api.ts';
import { Loading } from './Loading.tsx';
import { useAnswer } from '../PlansPage/use-answer.ts';

/** The developers' upgrade requests, newest first; a pending one is approved or declined once. */
export function UpgradesPanel({ api }: { api: AdminApi }) {
  const { loaded, reload } = useAnswer('upgrades', () => api.upgrades());
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const decide = async (id: string, decision: 'approve' | 'decline') => {
    setBusy(id);
    const answer = await api.decide(id, decision);
    setBusy(null);
    setNotice({ ok: answer.ok, message: answer.message });
    reload();
  };
  return (
    <Stack gap="sm">
      {notice && (
        <Alert color={notice.ok ? 'teal' : 'red'} role="status">
          {notice.message}
        </Alert>
      )}
      <Loading loaded={loaded} label="Memuat permintaan upgrade">
        {({ items }) =>
          items.length === 0 ? (
            <Text c="dimmed">Belum ada permintaan upgrade.</Text>
          ) : (
            items.map((r) => (
              <Card withBorder key={r.id} data-testid="upgrade-request">
                <Stack gap={4}>
                  <Text fw={600}>
                    {r.username} → {r.plan}
                  </Text>
                  <Text size="sm">Catatan: {r.note || '–'}</Text>
                  <Text size="sm" c="dimmed">
                    {new Date(r.createdAt).toLocaleString('id-ID')} · {upgradeStatusLabels[r.status]}
                    {r.decidedBy ? ` oleh ${r.decidedBy}` : ''}
                  </Text>
                  {r.status === 'pending' && (
                    <Group gap="xs" mt="xs">
                      <Button size="xs" loading={busy === r.id} onClick={() => void decide(r.id, 'approve')}>
                        Setujui
                      </Button>
                      <Button size="xs" variant="light" color="red" disabled={busy === r.id} onClick={() => void decide(r.id, 'decline')}>
                        Tolak
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Card>
            ))
          )
        }
      </Loading>
    </Stack>
  );
}
