import { lazy, Suspense } from 'react';
import { useInRouter, usePathname, useSearch, useVisitState } from '../../router/index.ts';
import type { CatalogEntry } from '../../catalog/types.ts';
import { entryPath, sharePrefix } from '../link.ts';

/** The state a history item passes when it reopens an entry: the files that must be chosen again. */
export interface ReopenState {
  files?: Record<string, string[]>;
}

export interface SharedInputsProps {
  entry: Pick<CatalogEntry, 'group' | 'id' | 'schema'>;
  /** Fills the form; nothing is sent. */
  onApply: (values: Record<string, unknown>) => void;
}

/** Reading a link's inputs arrives only with a link that carries some: a plain deep link needs none of it. */
const LinkInputs = lazy(() => import('./LinkInputs.tsx').then((m) => ({ default: m.LinkInputs })));

function FromLocation({ entry, onApply }: SharedInputsProps) {
  // The path comes decoded (wouter), the query as the address has it.
  const here = usePathname() === decodeURI(entryPath(entry));
  const search = useSearch();
  const visit = useVisitState<ReopenState>();
  const files = here ? visit?.files : undefined;
  const carriesInputs = [...new URLSearchParams(search).keys()].some((key) => key.startsWith(sharePrefix));
  if (!here || (!carriesInputs && !files)) return null;
  return (
    <Suspense fallback={null}>
      <LinkInputs entry={entry} search={search} files={files} visit={visit} onApply={onApply} />
    </Suspense>
  );
}

/** Fills a 'Coba' form from the link it was opened with (share links, history items). */
export function SharedInputs(props: SharedInputsProps) {
  // Outside a router (a panel rendered on its own) there is no link to read.
  return useInRouter() ? <FromLocation {...props} /> : null;
}
