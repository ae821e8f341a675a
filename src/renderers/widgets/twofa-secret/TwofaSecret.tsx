import { Alert, Code, Group, Image, Stack, Text } from '@mantine/core';
import type { RendererProps } from '../../types.ts';
import { CopyTextButton } from '../../parts/CopyTextButton.tsx';

/** 2FA enrolment: the QR code to scan, the secret to type in by hand (with copy), the message. */
export function TwofaSecret({ entry, answer }: RendererProps) {
  const data = (answer.as === 'json' ? answer.data : {}) as { status?: unknown; qrCodeUrl?: unknown; secret?: unknown; message?: unknown };
  if (!data.status || typeof data.qrCodeUrl !== 'string' || typeof data.secret !== 'string' || data.secret === '') {
    return (
      <Alert color="red" title="Gagal" role="alert" data-widget="twofa-secret">
        {entry.error}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" data-widget="twofa-secret">
      {typeof data.message === 'string' ? <Text size="sm">{data.message}</Text> : null}
      <Image src={data.qrCodeUrl} alt="QR code 2FA" w={200} h={200} fit="contain" radius="sm" />
      <Text fw={500} size="sm" id="twofa-secret-label">
        Secret
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code aria-labelledby="twofa-secret-label" data-testid="twofa-secret" style={{ flex: 1, wordBreak: 'break-all' }}>
          {data.secret}
        </Code>
        <CopyTextButton value={data.secret} label="Salin secret" toast="Secret berhasil disalin!" />
      </Group>
    </Stack>
  );
}
