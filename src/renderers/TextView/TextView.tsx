import { Anchor, Code, Group, Text } from '@mantine/core';
import { useId } from 'react';
import { readPath } from '../../engine/index.ts';
import { AnswerError, AnswerFrame, AnswerImage, answerRecord, CopyTextButton } from '../parts/index.ts';
import type { RendererProps } from '../types.ts';

const isUrl = (text: string) => /^https?:\/\/\S+$/i.test(text);

/**
 * `kind: text`: one field's text (a token, generated code, a decoded QR) whole and breakable, with
 * a copy button; a lone web address is a link. An optional picture goes above it (a 2FA QR code).
 */
export function TextView({ entry, answer, inputs }: RendererProps) {
  const id = useId();
  const spec = entry.response.text;
  const body = answerRecord(answer);
  const value = spec ? readPath(body, spec.path) : undefined;
  if (!spec || typeof value !== 'string' || (value === '' && !spec.allowEmpty)) return <AnswerError message={entry.error} />;
  return (
    <AnswerFrame options={spec} body={body} kind="text">
      {spec.image ? <AnswerImage part={spec.image} body={body} inputs={inputs} fallback={entry.error} /> : null}
      <Group justify="space-between">
        <Text fw={500} size="sm" id={id}>
          {spec.label}
        </Text>
        <CopyTextButton value={value} label={spec.copy} toast={spec.copied} />
      </Group>
      <Code block aria-labelledby={id} style={{ maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {isUrl(value) ? (
          <Anchor href={value} target="_blank" rel="noopener noreferrer">
            {value}
          </Anchor>
        ) : (
          value
        )}
      </Code>
    </AnswerFrame>
  );
}
