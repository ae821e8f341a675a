import { Card, Stack, Title } from '@mantine/core';
import { answerRecord, asRecord, FieldList, InvalidAnswer, RawJsonToggle } from '../../parts/index.ts';
import { useId } from 'react';
import type { RendererProps } from '../../types.ts';

/** The weather answer (spec §3 field names) as a card, with the raw JSON behind a toggle. */
export function WeatherCard({ entry, answer }: RendererProps) {
  const id = useId();
  const body = answerRecord(answer);
  const data = asRecord(body?.data);
  if (!body || !data) return <InvalidAnswer message={entry.error} />;
  const place = [data.kota, data.negara].filter((p) => typeof p === 'string' && p !== '').join(', ');
  return (
    <Stack gap="sm" data-widget="weather-card">
      <Card withBorder padding="md" component="section" aria-labelledby={`${id}-0`}>
        <Title order={4} id={`${id}-0`} mb="sm">
          {place ? `Cuaca di ${place}` : 'Cuaca'}
        </Title>
        <FieldList
          fields={[
            { label: 'Kota', value: data.kota },
            { label: 'Negara', value: data.negara },
            { label: 'Kondisi', value: data.kondisi },
            { label: 'Suhu', value: data.suhu, unit: typeof data.suhu === 'number' ? '°C' : undefined },
            { label: 'Terasa seperti', value: data.terasa_seperti, unit: typeof data.terasa_seperti === 'number' ? '°C' : undefined },
            { label: 'Angin', value: data.angin },
            { label: 'Kelembapan', value: data.kelembapan, unit: typeof data.kelembapan === 'number' ? '%' : undefined },
          ]}
        />
      </Card>
      <RawJsonToggle value={body} />
    </Stack>
  );
}
