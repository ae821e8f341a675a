import { useEffect, useRef, useState } from 'react';
import type { RowOpenSpec } from '../../catalog/answer-views.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import type { ClassifiedAnswer } from '../../engine/index.ts';
import { useGroupRunner } from '../group-runner.ts';

/** The row opened last: the value sent, and its answer once it is in. */
export interface OpenedRow {
  value: string;
  answer?: ClassifiedAnswer;
}

export interface RowOpener {
  /** The entry a row opens; undefined outside a group panel or without `open`. */
  target?: CatalogEntry;
  opened: OpenedRow | null;
  open: (value: string) => void;
  /** Where the opened row's answer is shown; brought into view when it arrives. */
  view: React.RefObject<HTMLDivElement | null>;
}

/**
 * Runs the entry a table's row opens through the group's runner (the engine's one pipeline). A
 * row opened while another is loading aborts the earlier one, and so does leaving the panel.
 */
export function useRowOpen(spec: RowOpenSpec | undefined): RowOpener {
  const runner = useGroupRunner();
  const target = spec && runner?.entries.find((e) => e.entry.id === spec.entry)?.entry;
  const [opened, setOpened] = useState<OpenedRow | null>(null);
  const controller = useRef<AbortController | null>(null);
  const view = useRef<HTMLDivElement | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  // The answer appears under a table that may be long: bring it into view.
  useEffect(() => {
    if (opened?.answer) view.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [opened]);

  const open = (value: string) => {
    if (!runner || !spec || !target) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setOpened({ value });
    runner.run(target.id, { [spec.input]: value }, { signal: current.signal }).then(
      (answer) => {
        if (!current.signal.aborted) setOpened({ value, answer });
      },
      // Aborted: another row was opened or the panel closed.
      () => undefined,
    );
  };
  return { target, opened, open, view };
}
