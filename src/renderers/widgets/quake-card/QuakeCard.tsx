import { Card, Stack, Text, Title } from '@mantine/core';
import { answerRecord, asRecord, bmkgShakemapBase, FallbackImage, FieldList, imageProxyUrl, InvalidAnswer, RawJsonToggle } from '../../parts/index.ts';
import { useId } from 'react';
import type { RendererProps } from '../../types.ts';

export const shakemapUnavailable = 'Gambar shakemap tidak dapat dimuat. Periksa koneksi internet, lalu coba lagi.';

/** The latest quake (spec §3 field names) with BMKG's shakemap, loaded through the portal's image proxy. */
export function QuakeCard({ entry, answer }: RendererProps) {
  const id = useId();
  const body = answerRecord(answer);
  const data = asRecord(body?.data);
  if (!body || !data) return <InvalidAnswer message={entry.error} />;
  const shakemap = typeof data.Shakemap === 'string' && data.Shakemap !== '' ? data.Shakemap : null;
  return (
    <Stack gap="sm" data-widget="quake-card">
      <Card withBorder padding="md" component="section" aria-labelledby={`${id}-0`}>
        <Title order={4} id={`${id}-0`} mb="sm">
          Gempa terkini
        </Title>
        <FieldList
          fields={[
            { label: 'Wilayah', value: data.Wilayah },
            { label: 'Tanggal', value: data.Tanggal },
            { label: 'Jam', value: data.Jam },
            { label: 'Magnitude', value: data.Magnitude },
            { label: 'Kedalaman', value: data.Kedalaman },
            { label: 'Potensi', value: data.Potensi },
          ]}
        />
        <Title order={5} mt="md" mb="xs">
          Shakemap
        </Title>
        {shakemap ? (
          <FallbackImage
            src={imageProxyUrl(`${bmkgShakemapBase}${encodeURIComponent(shakemap)}`)}
            alt={`Shakemap gempa ${String(data.Tanggal ?? '')} ${String(data.Jam ?? '')}`.trim()}
            fallback={shakemapUnavailable}
            maw={480}
            radius="sm"
          />
        ) : (
          <Text size="sm" c="dimmed">
            Shakemap tidak tersedia untuk gempa ini.
          </Text>
        )}
      </Card>
      <RawJsonToggle value={body} />
    </Stack>
  );
}
