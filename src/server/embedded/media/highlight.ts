import hljs from 'highlight.js/lib/common';

/** A run of code in one colour; `text` is already XML-escaped (highlight.js escapes it). */
export interface Run {
  text: string;
  colour: string;
}

/** Colours of highlight.js scopes, after the GitHub Dark theme. */
const palette: Record<string, string> = {
  keyword: '#ff7b72',
  built_in: '#ffa657',
  type: '#ffa657',
  literal: '#79c0ff',
  number: '#79c0ff',
  string: '#a5d6ff',
  regexp: '#a5d6ff',
  comment: '#8b949e',
  title: '#d2a8ff',
  function: '#d2a8ff',
  attr: '#79c0ff',
  attribute: '#79c0ff',
  variable: '#ffa657',
  params: '#c9d1d9',
  meta: '#79c0ff',
  tag: '#7ee787',
  name: '#7ee787',
  property: '#79c0ff',
  symbol: '#79c0ff',
  operator: '#ff7b72',
};
export const plainColour = '#c9d1d9';

function colourOf(scope: string | undefined): string | undefined {
  if (!scope) return undefined;
  const name = /hljs-([\w-]+)/.exec(scope)?.[1] ?? '';
  return palette[name] ?? palette[name.split('_')[0]];
}

/**
 * The code as lines of coloured runs: highlight.js guesses the language among its common ones
 * and marks scopes with nested `<span class="hljs-…">`; the innermost coloured scope wins.
 */
export function highlightLines(code: string): Run[][] {
  const html = hljs.highlightAuto(code).value;
  const lines: Run[][] = [[]];
  const stack: (string | undefined)[] = [];
  for (const match of html.matchAll(/<span class="([^"]+)">|<\/span>|([^<]+)/g)) {
    if (match[1] !== undefined) stack.push(colourOf(match[1]));
    else if (match[0] === '</span>') stack.pop();
    else {
      const colour = [...stack].reverse().find(Boolean) ?? plainColour;
      match[2].split('\n').forEach((piece, i) => {
        if (i > 0) lines.push([]);
        if (piece) lines[lines.length - 1].push({ text: piece, colour });
      });
    }
  }
  return lines;
}
