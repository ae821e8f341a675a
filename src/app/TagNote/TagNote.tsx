import { Badge, Group, Paper, Stack, Text } from '@mantine/core';

/** Explains the badge every endpoint carries. */
export function TagNote() {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="baseline">
          <Badge color="teal" variant="light">
            Internal
          </Badge>
          <Text size="sm">diproses di server penyedia sendiri dengan data sendiri.</Text>
        </Group>
        <Group gap="xs" wrap="nowrap" align="baseline">
          <Badge color="grape" variant="light">
            3rd Party
          </Badge>
          <Text size="sm">diambil dari atau diproses oleh layanan luar.</Text>
        </Group>
      </Stack>
    </Paper>
  );
}
