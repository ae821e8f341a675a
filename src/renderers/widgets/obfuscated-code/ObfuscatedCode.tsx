import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import type { RendererProps } from '../../types.ts';
import { CopyTextButton } from '../jwt-token/CopyTextButton.tsx';

/** The obfuscator's answer: `obfuscatedCode.code` in a scrollable block with a copy button. */
export function ObfuscatedCode({ entry, answer }: RendererProps) {
  const data = (answer.as === 'json' ? answer.data : {}) as { status?: unknown; obfuscatedCode?: { code?: unknown } };
  const code = data.obfuscatedCode?.code;
  if (!data.status || typeof code !== 'string') {
    return (
      <Alert color="red" title="Gagal" role="alert" data-widget="obfuscated-code">
        {entry.error}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" data-widget="obfuscated-code">
      <Group justify="space-between">
        <Text fw={500} size="sm" id="obfuscated-code-label">
          Kode hasil obfuscate
        </Text>
        <CopyTextButton value={code} label="Salin kode" toast="Kode berhasil disalin!" />
      </Group>
      <Code
        block
        aria-labelledby="obfuscated-code-label"
        style={{ maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {code}
      </Code>
    </Stack>
  );
}
