import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import type { RecipeStep } from '../../catalog/recipes/types.ts';
import type { FileStore, LoadedEntry } from '../../engine/index.ts';
import { stepTitle } from '../../engine/recipe/index.ts';
import { LazyResponseInspector as ResponseInspector } from '../../inspector/ResponseInspector/LazyResponseInspector.tsx';
import { AnswerError } from '../../renderers/parts/index.ts';
import { preloadRenderer } from '../../renderers/registry.ts';
import { ResultView } from '../../renderers/ResultView/index.ts';
import { ResultRegion } from '../a11y/ResultRegion.tsx';
import type { RunnerFormContext } from '../form/form-context.ts';
import { useEntryFormProps } from '../form/entry-form-props.ts';
import { PortalForm, type FormValues } from '../form/portal-form.ts';
import { ValidatorGate } from '../form/ValidatorGate.tsx';
import type { StepState } from './step-state.ts';

export interface RecipeStepCardProps {
  step: RecipeStep;
  index: number;
  loaded: LoadedEntry;
  state: StepState;
  files: FileStore;
  /** Another step (or 'Jalankan semua') is under way. */
  locked: boolean;
  onChange: (values: FormValues) => void;
  onRun: (values: FormValues) => void;
  /** Titles of the steps this one waits for, by step id. */
  titleOf: (stepId: string) => string;
}

/**
 * One step of a recipe: its 'Coba' form, prefilled from the answers before it and validated as
 * usual, and its answer drawn by the entry's own view under the inspector line.
 */
export function RecipeStepCard({ step, index, loaded, state, files, locked, onChange, onRun, titleOf }: RecipeStepCardProps) {
  const { entry } = loaded;
  useEffect(() => preloadRenderer(entry.response.kind, entry.response.widget), [entry]);
  const busy = state.phase === 'loading';
  const formContext: RunnerFormContext = { files, method: entry.method, busy, onPreset: () => undefined, onFileChosen: () => undefined };
  const formProps = useEntryFormProps(loaded, {
    values: state.values,
    formContext,
    onChange,
    onSubmit: onRun,
    idPrefix: `resep_${step.id.replace(/\W/g, '_')}`,
    disabled: busy || locked,
  });
  const run = state.run;
  const outcome = run?.outcome;
  const headingId = `resep-langkah-${step.id}`;
  const passed = state.phase === 'done' && run && !run.problem;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId} id={`langkah-${step.id}`} data-step={step.id} data-state={state.phase === 'done' ? (passed ? 'passed' : 'failed') : state.phase}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            Langkah {index + 1}: {stepTitle(step, entry)}
          </Title>
          {state.phase === 'done' ? <Badge color={passed ? 'green' : 'red'}>{passed ? 'Berhasil' : 'Gagal'}</Badge> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {entry.method} {entry.path} · {entry.summary}
        </Text>
        {step.note ? <Text size="sm">{step.note}</Text> : null}
        {state.waitingFor.length > 0 ? (
          <Text size="sm" c="dimmed">
            Menunggu jawaban {state.waitingFor.map(titleOf).join(', ')}.
          </Text>
        ) : null}
        <ValidatorGate validator={loaded.validator}>
          <PortalForm {...formProps}>
            <Button type="submit" mt="sm" disabled={busy || locked} aria-describedby={headingId}>
              {busy ? entry.loadingLabel ?? 'Memproses...' : 'Coba'}
            </Button>
          </PortalForm>
        </ValidatorGate>
        <ResultRegion phase={state.phase === 'done' ? outcome?.phase ?? 'idle' : state.phase}>
          {run?.problem ? <AnswerError message={run.problem} /> : null}
          {state.phase === 'done' ? <ResponseInspector meta={state.meta ?? null} json={outcome?.phase === 'success' && outcome.answer.as === 'json' ? outcome.answer.data : outcome?.phase === 'error' ? outcome.data : undefined} fileStem={entry.id} /> : null}
          {outcome?.phase === 'success' ? <ResultView entry={entry} answer={outcome.answer} inputs={outcome.inputs} view={outcome.view} /> : null}
          {outcome?.phase === 'opened' ? <Alert color="blue">Dibuka di tab baru.</Alert> : null}
        </ResultRegion>
      </Stack>
    </Paper>
  );
}
