import { Code, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { readPath } from '../../engine/index.ts';
import { answerRecord, CopyTextButton, InvalidAnswer } from '../parts/index.ts';
import type { RendererProps } from '../types.ts';

/** `kind: text`: one field's text (a token, generated code), whole and breakable, with a copy button. */
export function TextView({ entry, answer }: RendererProps) {
  const id = useId();
  const spec = entry.response.text;
  const value = spec ? readPath(answerRecord(answer), spec.path) : undefined;
  if (!spec || typeof value !== 'string' || value === '') return <InvalidAnswer message={entry.error} />;
  return (
    <Stack gap="xs" data-renderer="text">
      <Group justify="space-between">
        <Text fw={500} size="sm" id={id}>
          {spec.label}
        </Text>
        <CopyTextButton value={value} label={spec.copy} toast={spec.copied} />
      </Group>
      <Code block aria-labelledby={id} style={{ maxHeight: 360, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {value}
      </Code>
    </Stack>
  );
}
