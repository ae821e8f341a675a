import { Anchor, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { upgradeStatusLabels, type UpgradeRequest } from '../../catalog/operator-api.ts';
import { Link } from '../../router/index.ts';
import { useSession } from '../session/index.ts';
import { fetchMyUpgrades } from './plans-api.ts';

/** The profile's line on the plan: the latest upgrade request's outcome, the plans page, the console for an operator. */
export function PlanLine() {
  const { token, profile } = useSession();
  const [latest, setLatest] = useState<UpgradeRequest | null>(null);
  useEffect(() => {
    let live = true;
    void fetchMyUpgrades(token).then((answer) => live && answer.ok && setLatest(Array.isArray(answer.data?.items) ? (answer.data.items[0] ?? null) : null));
    return () => {
      live = false;
    };
  }, [token, profile.role]);
  return (
    <Group gap="md" data-testid="plan-line">
      {latest && (
        <Text size="sm">
          Permintaan upgrade ke {latest.plan}: <strong>{upgradeStatusLabels[latest.status]}</strong>
        </Text>
      )}
      <Anchor component={Link} to="/dashboard/paket" size="sm">
        Lihat paket
      </Anchor>
      {profile.admin && (
        <Anchor component={Link} to="/admin" size="sm">
          Konsol pengelola
        </Anchor>
      )}
    </Group>
  );
}
