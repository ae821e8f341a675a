import { Image, Stack, Text } from '@mantine/core';
import { CopyValue } from '../../JsonView/index.ts';
import type { RendererProps } from '../../types.ts';

/** The uploader's answer: the hosted image, its URL with a copy button, and the server's message. */
export function UploadResult({ answer }: RendererProps) {
  const data = (answer.as === 'json' ? answer.data : {}) as { url?: string; message?: string };
  if (!data.url) return <Text c="red">Format respons dari server tidak valid.</Text>;
  return (
    <Stack gap="xs" data-widget="upload-result">
      {data.message ? <Text size="sm">{data.message}</Text> : null}
      <Image src={data.url} alt="Gambar yang diunggah" maw={320} radius="sm" />
      <CopyValue value={data.url} />
    </Stack>
  );
}
