import { Alert, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useInRouter, usePathname, useSearch, useVisitState } from '../../router/index.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { entryPath, readShareQuery } from '../link.ts';

/** The state a history item passes when it reopens an entry: the files that must be chosen again. */
export interface ReopenState {
  files?: Record<string, string[]>;
}

export interface SharedInputsProps {
  entry: Pick<CatalogEntry, 'group' | 'id' | 'schema'>;
  /** Fills the form; nothing is sent. */
  onApply: (values: Record<string, unknown>) => void;
}

function fileNote(files: Record<string, string[]>): string | null {
  const names = Object.values(files).flat();
  return names.length > 0 ? `File tidak ikut tersimpan. Pilih lagi file: ${names.join(', ')}.` : null;
}

function FromLocation({ entry, onApply }: SharedInputsProps) {
  // The path comes decoded (wouter), the query as the address has it.
  const here = usePathname() === decodeURI(entryPath(entry));
  const search = useSearch();
  const visit = useVisitState<ReopenState>();
  const shared = useMemo(() => (here ? readShareQuery(search, entry) : null), [here, search, entry]);
  const files = here ? visit?.files : undefined;
  useEffect(() => {
    if (shared) onApply(shared.values);
    // Applied once per link (a reopened history item is a new visit, with a state object of its own).
  }, [shared, visit]); // eslint-disable-line react-hooks/exhaustive-deps
  const note = files ? fileNote(files) : null;
  if (!shared && !note) return null;
  return (
    <Stack gap="xs">
      {shared && shared.ignored.length > 0 ? (
        <Alert color="yellow" title="Sebagian isian tautan diabaikan">
          Isian ini tidak dikenal atau nilainya tidak sesuai, jadi tidak dipakai: {shared.ignored.join(', ')}.
        </Alert>
      ) : null}
      {shared ? (
        <Alert color="blue" data-testid="shared-inputs-note">
          Isian diambil dari tautan dan belum dikirim. Periksa lalu tekan tombol kirim.
        </Alert>
      ) : null}
      {note ? (
        <Alert color="yellow" data-testid="choose-files-again">
          {note}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Fills a 'Coba' form from the link it was opened with (share links, history items). */
export function SharedInputs(props: SharedInputsProps) {
  // Outside a router (a panel rendered on its own) there is no link to read.
  return useInRouter() ? <FromLocation {...props} /> : null;
}
