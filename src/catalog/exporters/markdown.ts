import type { DocBlock, Inline, Text } from './doc-blocks.ts';

/** Blocks written as plain GitHub-flavoured Markdown: the one writer of every guide and llms page. */

/** A table cell: pipes escaped, line breaks folded (a cell is one line). */
function cell(content: string): string {
  return content.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

/** Inline code that survives backticks in its content. */
function inlineCode(content: string): string {
  const fence = content.includes('`') ? '``' : '`';
  const pad = content.startsWith('`') || content.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${content}${pad}${fence}`;
}

function inline(run: Inline): string {
  if (typeof run === 'string') return run;
  if (run.kind === 'code') return inlineCode(run.text);
  if (run.kind === 'strong') return `**${run.text}**`;
  return `[${run.text}](${run.href})`;
}

/** A text as Markdown (also what an OpenAPI or Postman description holds). */
export const markdownText = (content: Text): string => content.map(inline).join('');

function tableMarkdown(header: string[], rows: Text[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => line(row.map(markdownText)))].join('\n');
}

function blockMarkdown(block: DocBlock): string {
  switch (block.kind) {
    case 'heading':
      return `${'#'.repeat(block.level)} ${markdownText(block.text)}`;
    case 'paragraph':
      return markdownText(block.text);
    case 'quote':
      return `> ${markdownText(block.text)}`;
    case 'list':
      return block.items.map((item) => `- ${markdownText(item)}`).join('\n');
    case 'table':
      return tableMarkdown(block.header, block.rows);
    case 'code': {
      const fence = block.text.includes('```') ? '````' : '```';
      return `${fence}${block.language}\n${block.text}\n${fence}`;
    }
    case 'steps':
      // Numbered paragraphs, not a Markdown list: a step's tables and code stay top-level blocks.
      return block.steps.map((step, i) => step.map((b, j) => (j === 0 ? `**${i + 1}.** ` : '') + blockMarkdown(b)).join('\n\n')).join('\n\n');
  }
}

/** The document: blocks one blank line apart, ending with a line break. */
export function toMarkdown(blocks: DocBlock[]): string {
  return `${blocks.map(blockMarkdown).join('\n\n')}\n`;
}
