import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { RendererProps } from '../types.ts';

/** A JSON answer: pretty-printed, collapsible, with copy. */
export function JsonView({ answer }: RendererProps) {
  const [open, setOpen] = useState(true);
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
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="light" onClick={copy}>
                {copied ? 'Tersalin' : 'Salin JSON'}
              </Button>
            )}
          </CopyButton>
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
