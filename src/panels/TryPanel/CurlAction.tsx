import { Button, Code, Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { messages } from '../../catalog/messages.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { buildRequest, MissingApiKeyError, toCurl, type FileStore } from '../../engine/index.ts';

export interface CurlActionProps {
  entry: CatalogEntry;
  /** The form's current values (before validation). */
  values: Record<string, unknown>;
  files: FileStore;
  getApiKey: () => string | null;
}

/** 'Salin cURL': the request the form would send now, by the runner's own builder, key masked until revealed. */
export function CurlAction({ entry, values, files, getApiKey }: CurlActionProps) {
  const [shown, setShown] = useState(false);
  const [reveal, setReveal] = useState(false);

  let command: string | null = null;
  let problem: string | null = null;
  try {
    command = toCurl(buildRequest(entry, values, getApiKey(), files), { origin: window.location.origin, revealApiKey: reveal });
  } catch (err) {
    problem = err instanceof MissingApiKeyError ? err.message : messages.invalidInput;
  }

  const copy = async () => {
    setShown(true);
    if (!command) {
      notifications.show({ color: 'red', message: problem ?? messages.invalidInput });
      return;
    }
    try {
      await navigator.clipboard.writeText(command);
      notifications.show({ color: 'green', message: messages.copiedText });
    } catch {
      // Without clipboard access the command stays on screen to copy by hand.
    }
  };

  return (
    <Stack gap={6}>
      <Group gap="sm">
        <Button variant="default" size="xs" onClick={() => void copy()}>
          Salin cURL
        </Button>
        <Switch size="xs" label="Tampilkan API Key" checked={reveal} onChange={(e) => setReveal(e.currentTarget.checked)} />
      </Group>
      {shown && command ? (
        <Code block data-testid="curl-command">
          {command}
        </Code>
      ) : null}
      {shown && problem ? (
        <Text size="sm" c="red">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
