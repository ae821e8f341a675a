import type { ReactNode } from 'react';

export interface MarkdownProps {
  children?: string;
  /** markdown-to-jsx's options; nothing here needs them (raw HTML is never parsed). */
  options?: unknown;
  'data-testid'?: string;
}

/** `**bold**` and `` `code` ``: the only markdown RJSF's own strings carry (file info, unsupported field). */
const inline = /\*\*([^*]+)\*\*|`([^`]+)`/g;

/**
 * What RJSF imports as markdown-to-jsx's `Markdown` (the build points @rjsf's imports here,
 * scripts/vite-plugin-form-theme.ts): its strings are plain sentences with at most bold and code,
 * and no catalog entry turns on markdown descriptions, so the 'Coba' form does not carry a full
 * markdown parser.
 */
export function Markdown({ children = '', 'data-testid': testId }: MarkdownProps) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of children.matchAll(inline)) {
    if (match.index > last) parts.push(children.slice(last, match.index));
    parts.push(match[1] !== undefined ? <strong key={match.index}>{match[1]}</strong> : <code key={match.index}>{match[2]}</code>);
    last = match.index + match[0].length;
  }
  if (last < children.length) parts.push(children.slice(last));
  return <span data-testid={testId}>{parts}</span>;
}
