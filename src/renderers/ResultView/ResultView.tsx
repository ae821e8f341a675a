import { Loader } from '@mantine/core';
import { Suspense } from 'react';
import { chooseResponse } from '../../runner/response-choice.ts';
import { ExampleBadge } from '../ExampleBadge/index.ts';
import { renderers } from '../registry.ts';
import type { RendererProps } from '../types.ts';

/** Picks the renderer for this answer (entry kind or matching variant) and the download name. */
export function ResultView({ entry, answer, inputs }: Omit<RendererProps, 'filename'>) {
  const choice = chooseResponse(entry.response, inputs);
  // A JSON answer where a file was expected (or the reverse) is shown for what it is.
  const kind = answer.as === 'json' && choice.kind !== 'widget' && choice.kind !== 'download' ? 'json' : choice.kind;
  const Renderer = renderers[kind];
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Memuat tampilan" />}>
      <ExampleBadge answer={answer} />
      <Renderer entry={entry} answer={answer} inputs={inputs} filename={choice.filename ?? answer.filename} />
    </Suspense>
  );
}
