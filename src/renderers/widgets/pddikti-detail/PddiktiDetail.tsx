import { Card, Title } from '@mantine/core';
import { useId } from 'react';
import { answerRecord, asRecord, FieldList, InvalidAnswer } from '../../parts/index.ts';
import type { RendererProps } from '../../types.ts';
import { labelOf, readableDate } from './student-fields.ts';

/** One student's PDDikti record: every field but the internal id, labelled in Indonesian. */
export function PddiktiDetail({ entry, answer }: RendererProps) {
  const id = useId();
  const data = asRecord(answerRecord(answer)?.data);
  if (!data) return <InvalidAnswer message={entry.error} />;
  const fields = Object.entries(data)
    .filter(([key]) => key !== 'id')
    .map(([key, value]) => ({ label: labelOf(key), value: readableDate(value) }));
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id} data-widget="pddikti-detail">
      <Title order={4} id={id} mb="sm">
        {typeof data.nama === 'string' && data.nama !== '' ? data.nama : 'Detail mahasiswa'}
      </Title>
      <FieldList fields={fields} />
    </Card>
  );
}
