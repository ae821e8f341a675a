import type { RowOpenSpec } from '../../catalog/answer-views.ts';
import { AnswerError } from '../parts/index.ts';
import { ResultView } from '../ResultView/index.ts';
import type { RowOpener } from './use-row-open.ts';

/** The answer of the entry a row opened, shown with that entry's own view; its failure as the one 'Gagal' alert. */
export function OpenedRow({ spec, opener }: { spec: RowOpenSpec; opener: RowOpener }) {
  const { target, opened, view } = opener;
  const answer = opened?.answer;
  return (
    <div ref={view}>
      {answer && !answer.ok ? <AnswerError message={answer.message} /> : null}
      {answer?.ok && target && opened ? <ResultView entry={target} answer={answer} inputs={{ [spec.input]: opened.value }} /> : null}
    </div>
  );
}
