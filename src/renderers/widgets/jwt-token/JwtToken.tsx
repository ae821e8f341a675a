import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import type { RendererProps } from '../../types.ts';
import { CopyTextButton } from './CopyTextButton.tsx';

/** The JWT Creator's answer: the token, whole and breakable, with a copy button. */
export function JwtToken({ entry, answer }: RendererProps) {
  const data = (answer.as === 'json' ? answer.data : {}) as { status?: unknown; token?: unknown };
  if (!data.status || typeof data.token !== 'string' || data.token === '') {
    return (
      <Alert color="red" title="Gagal" role="alert" data-widget="jwt-token">
        {entry.error}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" data-widget="jwt-token">
      <Group justify="space-between">
        <Text fw={500} size="sm" id="jwt-token-label">
          Token JWT
        </Text>
        <CopyTextButton value={data.token} label="Salin token" toast="Token berhasil disalin!" />
      </Group>
      <Code block aria-labelledby="jwt-token-label" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {data.token}
      </Code>
    </Stack>
  );
}
