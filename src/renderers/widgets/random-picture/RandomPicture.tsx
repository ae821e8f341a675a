import { Stack, Text } from '@mantine/core';
import { answerRecord, displayImageUrl, FallbackImage, InvalidAnswer } from '../../parts/index.ts';
import type { RendererProps } from '../../types.ts';

/** Spec §8: said when the category has no picture. */
export const noPictureMessage = 'Tidak ada gambar yang ditemukan untuk kategori ini.';

/** The first picture of the answer's `urls`; outside images come through the portal's image proxy. */
export function RandomPicture({ entry, answer, inputs }: RendererProps) {
  const body = answerRecord(answer);
  if (!body || !Array.isArray(body.urls)) return <InvalidAnswer message={entry.error} />;
  const first = body.urls.find((u): u is string => typeof u === 'string' && u !== '');
  if (!first) return <Text c="dimmed">{noPictureMessage}</Text>;
  const asked = Object.values(inputs).find((v): v is string => typeof v === 'string' && v !== '');
  const category = asked ? ` kategori ${asked}` : '';
  return (
    <Stack gap="xs" data-widget="random-picture">
      {typeof body.message === 'string' && body.message !== '' ? <Text size="sm">{body.message}</Text> : null}
      <FallbackImage src={displayImageUrl(first)} alt={`Gambar acak${category}`} fallback={entry.error} maw={480} radius="sm" />
    </Stack>
  );
}
