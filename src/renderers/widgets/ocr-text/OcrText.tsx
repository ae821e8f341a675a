import { Alert, Button, CopyButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '../../../catalog/messages.ts';
import type { RendererProps } from '../../types.ts';

/** The text read from an image, in a read-only box with a copy button, and the server's message. */
export function OcrText({ entry, answer }: RendererProps) {
  const data = (answer.as === 'json' ? answer.data : {}) as { status?: unknown; text?: unknown; message?: unknown };
  // A falsy status or a missing text is a failed read, said with the entry's own fallback.
  if (!data.status || typeof data.text !== 'string') {
    return (
      <Alert color="red" title="Gagal" role="alert" data-widget="ocr-text">
        {entry.error}
      </Alert>
    );
  }
  const text = data.text;
  return (
    <Stack gap="xs" data-widget="ocr-text">
      {typeof data.message === 'string' ? <Text size="sm">{data.message}</Text> : null}
      <Textarea label="Teks hasil OCR" value={text} readOnly rows={Math.min(16, Math.max(3, text.split('\n').length))} />
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                copy();
                notifications.show({ color: 'green', message: messages.copiedText });
              }}
            >
              {copied ? 'Tersalin' : 'Salin teks'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
