import { Button, Image, Stack } from '@mantine/core';
import { downloadName } from '../DownloadView/download-name.ts';
import { useObjectUrl } from '../use-object-url.ts';
import type { RendererProps } from '../types.ts';

/** An image answer: a preview and a download under the spec's file name. */
export function ImageView({ entry, answer, filename, inputs }: RendererProps) {
  const url = useObjectUrl(answer.blob);
  if (!url) return null;
  const name = downloadName(filename, inputs, 'gambar.png');
  return (
    <Stack gap="xs" data-renderer="image">
      <Image src={url} alt={`Hasil ${entry.title}`} maw={480} fit="contain" radius="sm" />
      <Button component="a" href={url} download={name} variant="light" w="fit-content">
        Unduh {name}
      </Button>
    </Stack>
  );
}
