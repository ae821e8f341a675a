import { useCallback, useEffect, useState } from 'react';
import type { ClassifiedAnswer } from '../../../engine/index.ts';

/** A list or record the widget shows: loading, shown, empty (the API's 404) or failed. */
export type Resource<T> =
  | { phase: 'loading' }
  | { phase: 'ready'; value: T }
  | { phase: 'empty'; message: string }
  | { phase: 'error'; message: string };

/** An answer as a resource: a 404 is the API's way of saying "nothing yet", not an error. */
export function toResource<T>(answer: ClassifiedAnswer, parse: (body: unknown) => T): Resource<T> {
  if (answer.ok) return { phase: 'ready', value: parse(answer.as === 'json' ? answer.data : null) };
  return { phase: answer.status === 404 ? 'empty' : 'error', message: answer.message };
}

/**
 * Loads with `load` whenever `version` changes (a refresh after an action) or `reload` is called;
 * until the answer for the latest request is in, the resource is loading. A load still under way
 * is aborted when a newer one starts or the widget goes. `parse` must be a stable function.
 */
export function useResource<T>(
  load: (signal: AbortSignal) => Promise<ClassifiedAnswer>,
  parse: (body: unknown) => T,
  version: number,
): { resource: Resource<T>; reload: () => void } {
  const [manual, setManual] = useState(0);
  const [result, setResult] = useState<{ key: string; resource: Resource<T> } | null>(null);
  const key = `${version}:${manual}`;

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setResult({ key, resource: toResource(answer, parse) });
      },
      // Aborted because a newer load started or the widget went: nothing to show.
      () => undefined,
    );
    return () => controller.abort();
  }, [load, parse, key]);

  const reload = useCallback(() => setManual((n) => n + 1), []);
  const resource: Resource<T> = result && result.key === key ? result.resource : { phase: 'loading' };
  return { resource, reload };
}
