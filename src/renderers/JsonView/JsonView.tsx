import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useState } from 'react';
import type { RendererProps } from '../types.ts';

/** A JSON answer: pretty-printed, collapsible, with copy. */
export function JsonView({ answer }: RendererProps) {
  const [open, setOpen] = useState(true);
  const clipboard = useClipboard();
  const data = answer.as === 'json' ? answer.data : answer.as === 'text' ? answer.text : null;
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
  return (
    <Stack gap="xs" data-renderer="json">
      <Group justify="space-between">
        <Text fw={500} size="sm">
          Respons JSON
        </Text>
        <Group gap="xs">
          <Button size="compact-xs" variant="subtle" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Sembunyikan' : 'Tampilkan'}
          </Button>
          <Button size="compact-xs" variant="light" onClick={() => clipboard.copy(text)}>
            {clipboard.copied ? 'Tersalin' : 'Salin JSON'}
          </Button>
        </Group>
      </Group>
      {open ? (
        <Code block style={{ maxHeight: 420, overflow: 'auto' }}>
          {text}
        </Code>
      ) : null}
    </Stack>
  );
}
