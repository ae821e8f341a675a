import { Card, Title } from '@mantine/core';
import { useId } from 'react';
import { fillAnswerText, readValue } from '../../engine/index.ts';
import { AnswerError, AnswerFrame, AnswerImage, answerRecord, FieldList } from '../parts/index.ts';
import type { RendererProps } from '../types.ts';
import { fieldsOf } from './fields-of.ts';

/**
 * `kind: fields`: labelled values read from the answer (label → JSON path) as a titled card, with
 * an optional picture under them (a quake's shakemap). An answer without a required value, or with
 * none of them, is invalid.
 */
export function FieldsView({ entry, answer, inputs }: RendererProps) {
  const id = useId();
  const spec = entry.response.fields;
  const body = answerRecord(answer);
  const declared = spec ? Object.values(spec.items).map((ref) => ({ ref, ...readValue(body, ref) })) : [];
  const missingRequired = declared.some(({ ref, present }) => typeof ref === 'object' && ref.required && !present);
  if (!spec || missingRequired || !declared.some((v) => v.present)) return <AnswerError message={entry.error} />;
  const title = fillAnswerText(spec.title, { data: body, inputs }) ?? spec.untitled ?? spec.title;
  return (
    <AnswerFrame options={spec} body={body} kind="fields">
      <Card withBorder padding="md" component="section" aria-labelledby={id}>
        <Title order={4} id={id} mb="sm">
          {title}
        </Title>
        <FieldList fields={fieldsOf(spec, body)} />
        {spec.image ? <AnswerImage part={spec.image} body={body} inputs={inputs} fallback={entry.error} /> : null}
      </Card>
    </AnswerFrame>
  );
}
