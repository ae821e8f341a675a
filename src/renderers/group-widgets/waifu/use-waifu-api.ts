import { useMemo } from 'react';
import type { ClassifiedAnswer } from '../../../engine/index.ts';
import { useGroupRunner } from '../../group-runner.ts';
import { waifuEntry, type WaifuEntryRole } from './entries.ts';

export interface WaifuApi {
  /** Spec §6: the demo plays as a fixed sample user, the `userId` default of the catalog entries. */
  userId: string;
  /** Why it is not the signed-in account, from the catalog. */
  userIdNote?: string;
  call(role: WaifuEntryRole, inputs?: Record<string, unknown>, signal?: AbortSignal): Promise<ClassifiedAnswer>;
  /** The button texts the catalog gives an entry (idle, loading). */
  labels(role: WaifuEntryRole, fallback: string): { idle: string; loading: string };
  /** The catalog's success text of an entry, for answers without a message. */
  success(role: WaifuEntryRole): string;
}

/** The waifu entries of the group panel this widget is in; null until the group's chunk arrives. */
export function useWaifuApi(): WaifuApi | null {
  const runner = useGroupRunner();
  return useMemo(() => {
    if (!runner) return null;
    const entryOf = (role: WaifuEntryRole) => runner.entries.find((e) => e.entry.id === waifuEntry[role])?.entry;
    const userProp = entryOf('myclaim')?.schema.properties?.userId;
    return {
      userId: typeof userProp?.default === 'string' ? userProp.default : '',
      userIdNote: userProp?.description,
      call: (role, inputs = {}, signal) => runner.run(waifuEntry[role], inputs, { signal }),
      labels: (role, fallback) => {
        const entry = entryOf(role);
        return { idle: entry?.submitLabel ?? fallback, loading: entry?.loadingLabel ?? 'Memuat...' };
      },
      success: (role) => entryOf(role)?.success ?? 'Berhasil.',
    } satisfies WaifuApi;
  }, [runner]);
}
