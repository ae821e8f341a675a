/**
 * A document as typed blocks: what the guide writers build, `toMarkdown` (markdown.ts) writes out
 * for docs/, llms.txt and `/docs/<group>/<id>.md`, and the portal renders as it is
 * (src/panels/EntryDoc/DocBlocksView.tsx). Nothing is written as Markdown and read back.
 */

/** A run of text: plain, `code`, **strong** or a link. */
export type Inline = string | { kind: 'code'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; href: string };

/** One line of text made of runs. */
export type Text = Inline[];

export type DocBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: Text }
  | { kind: 'paragraph'; text: Text }
  | { kind: 'quote'; text: Text }
  | { kind: 'list'; items: Text[] }
  /** Numbered steps, each a few blocks (a sentence, then its table or code). */
  | { kind: 'steps'; steps: DocBlock[][] }
  | { kind: 'table'; header: string[]; rows: Text[][] }
  | { kind: 'code'; language: string; text: string };

export const code = (text: string): Inline => ({ kind: 'code', text });
export const strong = (text: string): Inline => ({ kind: 'strong', text });
export const link = (text: string, href: string): Inline => ({ kind: 'link', text, href });

/** `text\`Tab ${strong('Body')}\`` → ['Tab ', strong('Body')]: plain parts and the runs between them. */
export function text(parts: TemplateStringsArray, ...runs: (Inline | Text)[]): Text {
  const out: Text = [];
  parts.forEach((part, i) => {
    if (part) out.push(part);
    if (i < runs.length) out.push(...(Array.isArray(runs[i]) ? (runs[i] as Text) : [runs[i] as Inline]));
  });
  return out;
}

export const heading = (level: 1 | 2 | 3, content: Text | string): DocBlock => ({ kind: 'heading', level, text: typeof content === 'string' ? [content] : content });
export const paragraph = (content: Text | string): DocBlock => ({ kind: 'paragraph', text: typeof content === 'string' ? [content] : content });
export const table = (header: string[], rows: (Text | string)[][]): DocBlock => ({
  kind: 'table',
  header,
  rows: rows.map((row) => row.map((c) => (typeof c === 'string' ? [c] : c))),
});
export const codeBlock = (language: string, body: string): DocBlock => ({ kind: 'code', language, text: body });

/** The words of a text without its marks (a table cell as plain text, say). */
export function plainText(content: Text): string {
  return content.map((run) => (typeof run === 'string' ? run : run.text)).join('');
}

/** Texts joined by a separator, each keeping its runs. */
export function joinTexts(texts: Text[], separator: string): Text {
  return texts.flatMap((t, i) => (i === 0 ? t : [separator, ...t]));
}
