import { Button, Code, CopyButton, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messages } from '../../catalog/messages.ts';
import { maskApiKey } from '../../engine/index.ts';

/** The API key, hidden until asked for, with a copy button. */
export function ApiKeyField({ apiKey }: { apiKey: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Group gap="sm" wrap="wrap">
      <Code fz="sm" data-testid="api-key">
        {shown ? apiKey : maskApiKey(apiKey)}
      </Code>
      <Button size="xs" variant="default" onClick={() => setShown((s) => !s)} aria-pressed={shown}>
        {shown ? 'Sembunyikan' : 'Tampilkan'}
      </Button>
      <CopyButton value={apiKey}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            color={copied ? 'teal' : 'blue'}
            onClick={() => {
              copy();
              notifications.show({ color: 'teal', message: messages.apiKeyCopied });
            }}
          >
            {copied ? 'Tersalin' : 'Salin API Key'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
