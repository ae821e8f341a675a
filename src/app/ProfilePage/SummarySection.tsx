import { PlanLine } from '../PlansPage/PlanLine.tsx';
import { Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { ApiKeyField } from '../ApiKeyField/index.ts';
import { isAtLimit, useSession } from '../session/index.ts';

/** The key to call with, masked until shown, with its copy button: on the summary and above 'Buat API Key baru'. */
export function ApiKeyCard() {
  const { apiKey } = useSession();
  return (
    <Paper withBorder shadow="sm" p="lg" radius="md">
      <Stack gap={4}>
        <Text fw={500}>API Key</Text>
        <ApiKeyField apiKey={apiKey} />
      </Stack>
    </Paper>
  );
}

/** Who is signed in, how much of today's quota is used, and the key to call with. */
export function SummarySection() {
  const { apiKey, profile } = useSession();
  const used = profile.limit > 0 ? Math.min(100, (profile.totalreq / profile.limit) * 100) : 100;
  return (
    <Paper withBorder shadow="sm" p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} fz="h3">
          Akun
        </Title>
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
              {profile.totalreq.toLocaleString('id-ID')} / {profile.limit.toLocaleString('id-ID')}
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
  );
}
