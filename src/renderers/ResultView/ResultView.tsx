import { Suspense } from 'react';
import { messages } from '../../catalog/messages.ts';
import { resolveView, type ResolvedView } from '../../engine/index.ts';
import { AnswerError } from '../parts/AnswerError.tsx';
import { ExampleNotice } from '../ExampleNotice/index.ts';
import { renderers } from '../registry.ts';
import type { RendererProps } from '../types.ts';
import { Spinner } from '../../ui/Spinner.tsx';

export interface ResultViewProps extends Omit<RendererProps, 'filename'> {
  /** The engine's decision for this answer; resolved here when the caller has none. */
  view?: ResolvedView;
}

/** Shows an answer with the renderer the engine resolved (entry kind or matching variant) and its download name. */
export function ResultView({ entry, answer, inputs, view = resolveView(entry.response, inputs, answer) }: ResultViewProps) {
  if (!view.fits) return <AnswerError message={messages.invalidFormat} />;
  const Renderer = renderers[view.kind];
  return (
    <Suspense fallback={<Spinner label="Memuat tampilan" />}>
      <ExampleNotice answer={answer} />
      <Renderer entry={entry} answer={answer} inputs={inputs} filename={view.filename} />
    </Suspense>
  );
}
