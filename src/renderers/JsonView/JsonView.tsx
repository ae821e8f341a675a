import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messages } from '../../catalog/messages.ts';
import type { RendererProps } from '../types.ts';

/** A JSON answer: pretty-printed, collapsible, with copy; the entry's `copyField` gets its own copy button. */
export function JsonView({ entry, answer }: RendererProps) {
  const [open, setOpen] = useState(true);
  const data = answer.as === 'json' ? answer.data : answer.as === 'text' ? answer.text : null;
  const text = typeof data === 'string' ? data : JSON.stringify(data, null, 2);
  const copyValue = entry.response.copyField ? (data as Record<string, unknown> | null)?.[entry.response.copyField] : undefined;
  return (
    <Stack gap="xs" data-renderer="json">
      {typeof copyValue === 'string' ? <CopyValue value={copyValue} /> : null}
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

export function CopyValue({ value }: { value: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Code style={{ flex: 1, wordBreak: 'break-all' }}>{value}</Code>
      <CopyButton value={value}>
        {({ copy }) => (
          <Button
            size="compact-sm"
            onClick={() => {
              copy();
              notifications.show({ color: 'green', message: messages.copied });
            }}
          >
            Salin URL
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
