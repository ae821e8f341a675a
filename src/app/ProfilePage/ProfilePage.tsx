import { Anchor, Container, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '../../router/index.ts';
import { MainContent, usePageTitle } from '../a11y/index.ts';
import { ApiKeyField } from '../ApiKeyField/index.ts';
import { LimitBanner } from '../LimitBanner/index.ts';
import { OutageNotice } from '../OutageNotice/index.ts';
import { SessionControls } from '../SessionControls/index.ts';
import { isAtLimit, useSession } from '../session/index.ts';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';
import { ConnectAgentSection } from './ConnectAgentSection.tsx';
import { LogoutEverywhereSection } from './LogoutEverywhereSection.tsx';
import { NewApiKeySection } from './NewApiKeySection.tsx';
import { RequestLog, UsageSection } from '../../usage/index.ts';
import { PlanLine } from '../PlansPage/PlanLine.tsx';

/**
 * The signed-in account: who, how much of the daily quota is used, and the key to call with; then
 * what the calls were ('Pemakaian', 'Log request'); how to connect an AI agent with that key; then
 * what the owner can change: the password, the key, the sessions on other devices.
 */
export function ProfilePage() {
  usePageTitle('Profil');
  const { apiKey, token, profile, outage, retryNow } = useSession();
  const used = profile.limit > 0 ? Math.min(100, (profile.totalreq / profile.limit) * 100) : 100;
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Group component="header" justify="space-between">
          <Anchor component={Link} to="/dashboard">
            ← Kembali ke dashboard
          </Anchor>
          <Group gap="sm">
            <SessionControls />
          </Group>
        </Group>
        <MainContent>
          <Stack gap="md">
            {outage && <OutageNotice outage={outage} onRetry={retryNow} />}
            <LimitBanner />
            <Paper withBorder shadow="sm" p="lg" radius="md">
              <Stack gap="md">
                <Title order={1}>Profil</Title>
                <Table variant="vertical" withTableBorder>
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th w={140}>Nama</Table.Th>
                      <Table.Td>{profile.nama}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>Role</Table.Th>
                      <Table.Td>{profile.role}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
                <PlanLine />
                <Stack gap={4}>
                  <Group justify="space-between">
                    <Text fw={500}>Pemakaian request hari ini</Text>
                    <Text data-testid="usage">
                      {profile.totalreq} / {profile.limit}
                    </Text>
                  </Group>
                  <Progress value={used} color={isAtLimit(profile) ? 'red' : 'blue'} aria-label="Pemakaian request" />
                </Stack>
                <Stack gap={4}>
                  <Text fw={500}>API Key</Text>
                  <ApiKeyField apiKey={apiKey} />
                </Stack>
              </Stack>
            </Paper>
            <UsageSection caller={{ token, apiKey }} />
            <RequestLog caller={{ token, apiKey }} />
            <ConnectAgentSection />
            <ChangePasswordSection />
            <NewApiKeySection />
            <LogoutEverywhereSection />
          </Stack>
        </MainContent>
      </Stack>
    </Container>
  );
}
