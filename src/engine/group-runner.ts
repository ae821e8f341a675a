import type { ClassifiedAnswer } from './classify-answer.ts';
import type { LoadedEntry, LoadedGroup } from './loaded-entry.ts';
import { runEntry } from './run-entry.ts';

/**
 * Lets a widget call another entry of its own group through the same pipeline as 'Coba' (the
 * apikey from the session, the inputs prepared and validated), e.g. a search result that opens
 * the detail entry, or the waifu tabs that claim and release.
 */
export interface GroupRunner {
  groupId: string;
  entries: LoadedEntry[];
  run(entryId: string, inputs: Record<string, unknown>, options?: { signal?: AbortSignal }): Promise<ClassifiedAnswer>;
}

export interface GroupRunnerHooks {
  getApiKey: () => string | null;
  /** Called after every run, e.g. to refresh the usage counter. */
  onRequestDone?: () => void;
}

export interface ClosableGroupRunner extends GroupRunner {
  /** Replaces the hooks read at each run, so a parent's new callbacks never need a new runner. */
  setHooks(hooks: GroupRunnerHooks): void;
  /** Aborts every request still under way (the group panel went). */
  close(): void;
}

/** The group runner of a loaded group: its answers are the pipeline's outcomes as plain answers. */
export function createGroupRunner(loaded: LoadedGroup, initial: GroupRunnerHooks): ClosableGroupRunner {
  const live = new Set<AbortController>();
  let hooks = initial;
  return {
    groupId: loaded.id,
    entries: loaded.entries,
    setHooks: (next) => void (hooks = next),
    close: () => live.forEach((controller) => controller.abort()),
    async run(entryId, inputs, options = {}) {
      const found = loaded.entries.find((e) => e.entry.id === entryId);
      if (!found) throw new Error(`Entri '${entryId}' tidak ada di grup ${loaded.id}`);
      const controller = new AbortController();
      const onAbort = () => controller.abort();
      options.signal?.addEventListener('abort', onAbort);
      live.add(controller);
      const { getApiKey, onRequestDone } = hooks;
      try {
        const outcome = await runEntry(found, inputs, { apiKey: getApiKey(), openLinks: false, signal: controller.signal });
        if (outcome.phase === 'success') return outcome.answer;
        if (outcome.phase === 'error') return { ok: false, status: outcome.status, message: outcome.message, data: outcome.data };
        throw new Error(`Entri '${entryId}' membuka tab baru, bukan jawaban`);
      } finally {
        live.delete(controller);
        options.signal?.removeEventListener('abort', onAbort);
        onRequestDone?.();
      }
    },
  };
}
