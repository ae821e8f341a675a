import { Alert, Button, Code, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { ResultRegion } from '../a11y/ResultRegion.tsx';
import { preloadRenderer } from '../../renderers/registry.ts';
import { AnswerError } from '../../renderers/parts/index.ts';
import { ResultView } from '../../renderers/ResultView/index.ts';
import { onlyPresets } from '../fields/index.ts';
import { FileStore, maskUrlApiKey } from '../../engine/index.ts';
import type { RunnerFormContext } from '../form/form-context.ts';
import type { LoadedEntry } from '../../engine/index.ts';
import { useEntryRun } from './use-entry-run.ts';
import { PortalForm, type FormValues } from '../form/portal-form.ts';
import { useEntryFormProps } from '../form/entry-form-props.ts';
import { ValidatorGate } from '../form/ValidatorGate.tsx';
import { EntryHistory } from '../../history/EntryHistory/index.ts';
import { LazyResponseInspector as ResponseInspector } from '../../inspector/ResponseInspector/LazyResponseInspector.tsx';
import { ShareButton } from '../../share/ShareButton/index.ts';
import { SharedInputs } from '../../share/SharedInputs/index.ts';
import { SnippetPanel } from '../../snippets/SnippetPanel/index.ts';

export interface TryPanelProps {
  loaded: LoadedEntry;
  getApiKey: () => string | null;
  onRequestDone?: () => void;
}

/** An error body worth showing whole: it says more than `status` and `message` (e.g. a failed 2FA check). */
function carriesMore(data: unknown): boolean {
  return typeof data === 'object' && data !== null && Object.keys(data).some((k) => k !== 'status' && k !== 'message');
}

/** The 'Coba' form of one entry: validate, send, and show the answer with its renderer. */
export function TryPanel({ loaded, getApiKey, onRequestDone }: TryPanelProps) {
  const { entry } = loaded;
  useEffect(() => {
    preloadRenderer(entry.response.kind, entry.response.widget);
    for (const variant of entry.response.variants ?? []) preloadRenderer(variant.kind);
  }, [entry]);
  const [files] = useState(() => new FileStore());
  const [values, setFormValues] = useState<FormValues>({});
  const { state, run, reset, meta } = useEntryRun(loaded, files, getApiKey, onRequestDone);
  const busy = state.phase === 'loading';

  const onPreset = useCallback((name: string, value: string) => void run({ ...values, [name]: value }), [run, values]);
  const formContext: RunnerFormContext = { files, method: entry.method, busy, onPreset, onFileChosen: reset };
  const formProps = useEntryFormProps(loaded, {
    values,
    formContext,
    onChange: setFormValues,
    onSubmit: (submitted) => void run(submitted),
    // The answer on screen belongs to the previous inputs: beside the form's red messages it would
    // read as the answer to these.
    onInvalid: reset,
    // Two open panels must not share input ids (labels and screen readers would point at the other).
    idPrefix: `coba_${entry.id.replace(/\W/g, '_')}`,
    disabled: busy,
  });

  return (
    <Stack gap="sm">
      <SharedInputs entry={entry} onApply={setFormValues} />
      <ValidatorGate validator={loaded.validator}>
        <PortalForm {...formProps}>
          {onlyPresets(entry.schema) ? (
            <></>
          ) : (
            <Button type="submit" mt="sm" loading={false} disabled={busy} data-state={state.phase}>
              {busy ? entry.loadingLabel ?? 'Memproses...' : entry.submitLabel ?? 'Kirim'}
            </Button>
          )}
        </PortalForm>
      </ValidatorGate>
      <SnippetPanel entry={entry} values={values} files={files} getApiKey={getApiKey} />
      <div>
        <ShareButton entry={entry} values={values} />
      </div>
      <ResultRegion phase={state.phase}>
      {state.phase === 'error' ? <AnswerError message={state.message} /> : null}
      {state.phase === 'error' && carriesMore(state.data) ? (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Respons server
          </Text>
          <Code block>{JSON.stringify(state.data, null, 2)}</Code>
        </Stack>
      ) : null}
      {state.phase === 'opened' ? (
        <Alert color="blue" title="Dibuka di tab baru">
          <a href={state.url} target="_blank" rel="noopener noreferrer">
            {maskUrlApiKey(state.url)}
          </a>
        </Alert>
      ) : null}
      <ResponseInspector meta={meta} json={state.phase === 'success' && state.answer.as === 'json' ? state.answer.data : state.phase === 'error' ? state.data : undefined} fileStem={entry.id} />
      {state.phase === 'success' ? <ResultView entry={entry} answer={state.answer} inputs={state.inputs} view={state.view} /> : null}
      </ResultRegion>
      <EntryHistory entryId={entry.id} />
    </Stack>
  );
}
