/**
 * The Markdown the guides are written in, read back into blocks: headings, paragraphs, bullet
 * lists, tables and fenced code. The guide writer emits nothing else, so the portal needs no
 * Markdown library for it.
 */
export type Block =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'code'; language: string; text: string };

export type Inline = { kind: 'text' | 'code' | 'strong'; text: string } | { kind: 'link'; text: string; href: string };

/** `| a | b \| c |` → ['a', 'b | c']. */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
}

const startsBlock = (line: string) => /^(#{1,6} |`{3,}|\||- )/.test(line);

export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const fence = /^(`{3,})(\S*)\s*$/.exec(line);
    const heading = /^(#{1,6}) (.*)$/.exec(line);
    if (line.trim() === '') i++;
    else if (fence) {
      const body: string[] = [];
      for (i++; i < lines.length && lines[i] !== fence[1]; i++) body.push(lines[i]);
      i++;
      blocks.push({ kind: 'code', language: fence[2], text: body.join('\n') });
    } else if (heading) {
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
      i++;
    } else if (line.startsWith('|')) {
      const rows: string[][] = [];
      for (; i < lines.length && lines[i].startsWith('|'); i++) rows.push(cells(lines[i]));
      const [header = [], , ...body] = rows;
      blocks.push({ kind: 'table', header, rows: body });
    } else if (line.startsWith('- ')) {
      const items: string[] = [];
      for (; i < lines.length && lines[i].startsWith('- '); i++) items.push(lines[i].slice(2));
      blocks.push({ kind: 'list', items });
    } else {
      const text: string[] = [];
      for (; i < lines.length && lines[i].trim() !== '' && (text.length === 0 || !startsBlock(lines[i])); i++) text.push(lines[i].trim());
      blocks.push({ kind: 'paragraph', text: text.join(' ') });
    }
  }
  return blocks;
}

/** Inline code (one or two backticks), **strong** and [links](href); the rest is text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /``\s?(.+?)\s?``|`([^`]+)`|\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    if (m[1] !== undefined || m[2] !== undefined) out.push({ kind: 'code', text: m[1] ?? m[2] });
    else if (m[3] !== undefined) out.push({ kind: 'strong', text: m[3] });
    else out.push({ kind: 'link', text: m[4], href: m[5] });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}
