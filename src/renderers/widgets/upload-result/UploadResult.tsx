import { Image, Stack, Text } from '@mantine/core';
import { CopyValue } from '../../JsonView/index.ts';
import { InvalidAnswer } from '../../parts/index.ts';
import type { RendererProps } from '../../types.ts';

/** The uploader's answer: the hosted image, its URL with a copy button, and the server's message. */
export function UploadResult({ entry, answer }: RendererProps) {
  const data = (answer.as === 'json' ? answer.data : {}) as { url?: unknown; message?: unknown };
  // An answer without a URL is a failed upload, said with the entry's own fallback.
  if (typeof data.url !== 'string' || data.url === '') return <InvalidAnswer message={entry.error} />;
  return (
    <Stack gap="xs" data-widget="upload-result">
      {typeof data.message === 'string' ? <Text size="sm">{data.message}</Text> : null}
      <Image src={data.url} alt="Gambar yang diunggah" maw={320} radius="sm" />
      <CopyValue value={data.url} />
    </Stack>
  );
}
