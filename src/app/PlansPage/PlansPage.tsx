import { Alert, Anchor, Center, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { PlanView, UpgradeRequest } from '../../catalog/operator-api.ts';
import { upgradeStatusLabels } from '../../catalog/operator-api.ts';
import { Link } from '../../router/index.ts';
import { usePageTitle } from '../a11y/index.ts';
import { useSession } from '../session/index.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { PlanCard } from './PlanCard.tsx';
import { askUpgrade, fetchMyUpgrades, fetchPlans, type SessionAnswer } from './plans-api.ts';
import { useAnswer } from './use-answer.ts';

/** The plans and the account's own requests, asked together. */
async function askBoth(token: string): Promise<SessionAnswer<{ plans: PlanView[]; plan: string; requests: UpgradeRequest[] }>> {
  const [plans, mine] = await Promise.all([fetchPlans(token), fetchMyUpgrades(token)]);
  if (!plans.ok) return plans;
  if (!mine.ok) return mine;
  return { ok: true, message: '', data: { plans: plans.data.items, plan: mine.data.plan, requests: mine.data.items } };
}

/** The plans side by side; 'Ajukan upgrade' records a request the operator decides in the console. */
export function PlansPage() {
  usePageTitle('Paket');
  const { token, refreshProfile } = useSession();
  const { loaded, reload } = useAnswer(token, () => askBoth(token));
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  if (loaded.state === 'loading')
    return (
      <Center py="xl">
        <Spinner label="Memuat paket" />
      </Center>
    );
  if (loaded.state === 'failed') return <Alert color="red">{loaded.message}</Alert>;
  const state = loaded.data;
  const waiting = state.requests.find((r) => r.status === 'pending');
  const ask = (plan: string) => async (note: string) => {
    const answer = await askUpgrade(token, plan, note);
    setNotice({ ok: answer.ok, message: answer.message });
    if (answer.ok) {
      reload();
      refreshProfile();
    }
    return answer.ok;
  };
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/dashboard">
        ← Kembali ke semua fitur
      </Anchor>
      <Title order={1}>Paket</Title>
      <Text>Pilih paket yang sesuai. Permintaan upgrade diperiksa oleh pengelola portal; setelah disetujui, batas barunya langsung berlaku.</Text>
      {notice && (
        <Alert color={notice.ok ? 'teal' : 'red'} role="status">
          {notice.message}
        </Alert>
      )}
      {waiting && (
        <Alert color="blue" title="Permintaan upgrade menunggu keputusan">
          Paket {waiting.plan}, diajukan {new Date(waiting.createdAt).toLocaleString('id-ID')}.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: Math.min(3, state.plans.length) }}>
        {state.plans.map((plan, i) => (
          <PlanCard key={plan.name} plan={plan} current={plan.name === state.plan} lower={i < state.plans.findIndex((p) => p.name === state.plan)} waiting={Boolean(waiting)} onAsk={ask(plan.name)} />
        ))}
      </SimpleGrid>
      {state.requests.length > 0 && (
        <Text size="sm" c="dimmed">
          Permintaan terakhir: paket {state.requests[0].plan}, {upgradeStatusLabels[state.requests[0].status].toLowerCase()}.
        </Text>
      )}
    </Stack>
  );
}
