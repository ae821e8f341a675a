import { Alert, Anchor, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '../../../catalog/messages.ts';
import type { RendererProps } from '../../types.ts';

const isUrl = (text: string) => /^https?:\/\/\S+$/i.test(text);

/** What a QR code says: the decoded text (a link when it is a URL) with copy, and the server's message. */
export function DecodedQr({ entry, answer }: RendererProps) {
  const data = (answer.as === 'json' ? answer.data : {}) as { result?: unknown; message?: unknown };
  // An answer without a result is a failed decode, said with the entry's own fallback.
  if (typeof data.result !== 'string' || data.result === '') {
    return (
      <Alert color="red" title="Gagal" role="alert" data-widget="decoded-qr">
        {entry.error}
      </Alert>
    );
  }
  const result = data.result;
  return (
    <Stack gap="xs" data-widget="decoded-qr">
      {typeof data.message === 'string' ? <Text size="sm">{data.message}</Text> : null}
      <Text fw={500} size="sm">
        Hasil
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="decoded-qr-result" style={{ flex: 1, wordBreak: 'break-all' }}>
          {isUrl(result) ? (
            <Anchor href={result} target="_blank" rel="noopener noreferrer">
              {result}
            </Anchor>
          ) : (
            result
          )}
        </Code>
        <CopyButton value={result}>
          {({ copy }) => (
            <Button
              size="compact-sm"
              onClick={() => {
                copy();
                notifications.show({ color: 'green', message: messages.copiedText });
              }}
            >
              Salin hasil
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
