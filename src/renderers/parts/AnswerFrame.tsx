import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CommonViewOptions } from '../../catalog/answer-views.ts';
import { readPath } from '../../engine/index.ts';
import { RawJsonToggle } from './RawJsonToggle.tsx';

export interface AnswerFrameProps {
  /** The view's declared options: the path of the server's sentence, the raw JSON toggle. */
  options: CommonViewOptions;
  /** The answer body. */
  body: unknown;
  /** The renderer kind, for tests and the page walk. */
  kind: string;
  children: ReactNode;
}

/** What every generic view puts around itself: the server's message above, 'Tampilkan JSON' below. */
export function AnswerFrame({ options, body, kind, children }: AnswerFrameProps) {
  const message = options.message ? readPath(body, options.message) : undefined;
  return (
    <Stack gap="sm" data-renderer={kind}>
      {typeof message === 'string' && message !== '' ? <Text size="sm">{message}</Text> : null}
      {children}
      {options.raw ? <RawJsonToggle value={body} /> : null}
    </Stack>
  );
}
