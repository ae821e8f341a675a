import { Alert, Stack } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import type { CatalogEntry } from '../../catalog/types.ts';
import { readShareQuery } from '../read-share-query.ts';

export interface LinkInputsProps {
  entry: Pick<CatalogEntry, 'schema'>;
  /** The query as the address has it. */
  search: string;
  /** The files a reopened history item asks for again; undefined on any other visit. */
  files: Record<string, string[]> | undefined;
  /** The visit's state object: a reopened item is a new visit and fills the form again. */
  visit: unknown;
  onApply: (values: Record<string, unknown>) => void;
}

function fileNote(files: Record<string, string[]>): string | null {
  const names = Object.values(files).flat();
  return names.length > 0 ? `File tidak ikut tersimpan. Pilih lagi file: ${names.join(', ')}.` : null;
}

/** What a link (or a reopened item) brings to a form: its inputs, applied once, and what to redo. */
export function LinkInputs({ entry, search, files, visit, onApply }: LinkInputsProps) {
  const shared = useMemo(() => readShareQuery(search, entry), [search, entry]);
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
