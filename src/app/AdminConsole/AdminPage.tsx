import { Alert, Anchor, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { useMemo } from 'react';
import { operatorMessages } from '../../catalog/operator-messages.ts';
import { Link, useNavigate, usePathname } from '../../router/index.ts';
import { MainContent, usePageTitle } from '../a11y/index.ts';
import { useSession } from '../session/index.ts';
import { adminApi } from './admin-api.ts';
import { AccountsPanel } from './AccountsPanel.tsx';
import { AuditPanel } from './AuditPanel.tsx';
import { ChangesPanel } from './ChangesPanel.tsx';
import { OverviewPanel } from './OverviewPanel.tsx';
import { UpgradesPanel } from './UpgradesPanel.tsx';

const sections = [
  { id: 'ringkasan', label: 'Ringkasan' },
  { id: 'akun', label: 'Akun' },
  { id: 'upgrade', label: 'Permintaan upgrade' },
  { id: 'perubahan', label: 'Perubahan' },
  { id: 'audit', label: 'Log audit' },
] as const;
type Section = (typeof sections)[number]['id'];

/** The operator's console: the API at a glance, accounts, upgrade requests, what the releases change for the accounts, the audit log; one address per section. */
export function AdminPage() {
  usePageTitle('Konsol Pengelola');
  const { token, profile } = useSession();
  const navigate = useNavigate();
  const asked = usePathname().split('/')[2];
  const section: Section = sections.find((s) => s.id === asked)?.id ?? 'ringkasan';
  const api = useMemo(() => adminApi(token), [token]);
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        <Group component="header" justify="space-between">
          <Anchor component={Link} to="/dashboard">
            ← Kembali ke dashboard
          </Anchor>
          <Anchor component={Link} to="/profile">
            Profil
          </Anchor>
        </Group>
        <MainContent>
          <Stack gap="md">
            <Title order={1}>Konsol Pengelola</Title>
            {!profile.admin ? (
              <Alert color="red">{operatorMessages.adminOnly}</Alert>
            ) : (
              <Tabs value={section} onChange={(v) => v && navigate(`/admin/${v}`, { replace: true })} keepMounted={false}>
                <Tabs.List>
                  {sections.map((s) => (
                    <Tabs.Tab key={s.id} value={s.id}>
                      {s.label}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
                <Tabs.Panel value="ringkasan" pt="md">
                  <OverviewPanel api={api} />
                </Tabs.Panel>
                <Tabs.Panel value="akun" pt="md">
                  <AccountsPanel api={api} />
                </Tabs.Panel>
                <Tabs.Panel value="upgrade" pt="md">
                  <UpgradesPanel api={api} />
                </Tabs.Panel>
                <Tabs.Panel value="perubahan" pt="md">
                  <ChangesPanel api={api} />
                </Tabs.Panel>
                <Tabs.Panel value="audit" pt="md">
                  <AuditPanel api={api} />
                </Tabs.Panel>
              </Tabs>
            )}
          </Stack>
        </MainContent>
      </Stack>
    </Container>
  );
}
