import { Code } from '@mantine/core';
import { useMemo } from 'react';
import { jsonTokens, type JsonToken } from './json-tokens.ts';

/** Token colours from the theme's text variants, readable (4.5:1) on a code block in both schemes. */
const colours: Record<JsonToken['kind'], string | undefined> = {
  key: 'var(--mantine-color-blue-text)',
  string: 'var(--mantine-color-green-text)',
  number: 'var(--mantine-color-orange-text)',
  literal: 'var(--mantine-color-grape-text)',
  plain: undefined,
};

/** A JSON value as a highlighted block: the same text on the server and in the browser. */
export function JsonCode({ value, label }: { value: unknown; label?: string }) {
  const tokens = useMemo(() => jsonTokens(value), [value]);
  return (
    <Code block aria-label={label} data-language="json" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {tokens.map((t, i) => (colours[t.kind] ? <span key={i} style={{ color: colours[t.kind] }}>{t.text}</span> : t.text))}
    </Code>
  );
}
