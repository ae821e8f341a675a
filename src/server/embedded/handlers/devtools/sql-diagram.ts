import { guarded } from '../../media/failures.ts';
import { renderSvg } from '../../media/picture.ts';
import { escapeXml, monoAdvance, monoFont } from '../../media/svg-text.ts';
import { fileAnswer } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';
import { textOf } from '../values.ts';
import { parseTables, type Table } from './_sql-schema.ts';

const row = 28;
const header = 40;
const gapX = 90;
const gapY = 60;
const fontSize = 15;
/** Bounds on what is drawn: enough for a real schema, small enough for 2 s. */
const maxSqlChars = 50_000;
const maxTables = 40;
const maxColumns = 60;

interface Box {
  table: Table;
  x: number;
  y: number;
  width: number;
  height: number;
}

function boxWidth(table: Table): number {
  const chars = Math.max(table.name.length + 2, ...table.columns.map((c) => c.name.length + c.type.length + c.keys.join(' ').length + 6));
  return Math.round(chars * fontSize * monoAdvance + 40);
}

/** Tables in a grid of about √n columns, each column as wide as its widest table. */
function place(tables: Table[]): { boxes: Box[]; width: number; height: number } {
  const across = Math.ceil(Math.sqrt(tables.length));
  const widths = Array.from({ length: across }, (_, c) => Math.max(0, ...tables.filter((_, i) => i % across === c).map(boxWidth)));
  const heights = tables.map((t) => header + t.columns.length * row + 8);
  const rowHeights = Array.from({ length: Math.ceil(tables.length / across) }, (_, r) => Math.max(...heights.slice(r * across, r * across + across)));
  const boxes = tables.map((table, i) => {
    const c = i % across;
    const r = Math.floor(i / across);
    const x = 40 + widths.slice(0, c).reduce((a, b) => a + b + gapX, 0);
    const y = 40 + rowHeights.slice(0, r).reduce((a, b) => a + b + gapY, 0);
    return { table, x, y, width: widths[c], height: heights[i] };
  });
  const width = 40 + widths.reduce((a, b) => a + b + gapX, 0) - gapX + 40;
  const height = 40 + rowHeights.reduce((a, b) => a + b + gapY, 0) - gapY + 40;
  return { boxes, width, height };
}

function drawBox({ table, x, y, width, height }: Box): string {
  const rows = table.columns
    .map((c, i) => {
      const cy = y + header + i * row + 19;
      const keyColour = c.keys.includes('PK') ? '#b45309' : c.keys.includes('FK') ? '#1d4ed8' : '#6b7280';
      return (
        `<text x="${x + 12}" y="${cy}" fill="#111827">${escapeXml(c.name)} <tspan fill="#6b7280">${escapeXml(c.type)}</tspan></text>` +
        `<text x="${x + width - 12}" y="${cy}" fill="${keyColour}" text-anchor="end" font-weight="bold">${escapeXml(c.keys.join(' '))}</text>`
      );
    })
    .join('');
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="#ffffff" stroke="#334155" stroke-width="1.5"/>` +
    `<path d="M${x} ${y + header}V${y + 8}a8 8 0 0 1 8 -8H${x + width - 8}a8 8 0 0 1 8 8V${y + header}Z" fill="#1e293b"/>` +
    `<text x="${x + 12}" y="${y + 26}" fill="#f8fafc" font-weight="bold" font-size="${fontSize + 2}">${escapeXml(table.name)}</text>${rows}`
  );
}

/** A line from each foreign-key row to the table it references, ending in an arrow. */
function drawLinks(boxes: Box[]): string {
  return boxes
    .flatMap((from) =>
      from.table.columns.flatMap((column, i) => {
        const to = boxes.find((b) => b.table.name === column.references?.table);
        if (!to) return [];
        const y1 = from.y + header + i * row + 14;
        const target = Math.max(0, to.table.columns.findIndex((c) => c.name === column.references?.column));
        const y2 = to.y + header + target * row + 14;
        const rightward = to.x >= from.x + from.width;
        const x1 = rightward ? from.x + from.width : from.x;
        const x2 = to === from ? from.x : rightward ? to.x : to.x + to.width;
        const bend = to === from || to.x === from.x ? -60 : rightward ? 40 : -40;
        return [`<path d="M${x1} ${y1}C${x1 + bend} ${y1} ${x2 - (to.x === from.x ? 60 : bend)} ${y2} ${x2} ${y2}" fill="none" stroke="#2563eb" stroke-width="2" marker-end="url(#arrow)"/>`];
      }),
    )
    .join('');
}

/** sql_diagram.png: every CREATE TABLE as a box of columns, types and keys, foreign keys as arrows. */
export const handler: EntryHandler = guarded(async ({ inputs }) => {
  const tables = await parseTables(textOf(inputs.sql).slice(0, maxSqlChars));
  // A script neither dialect reads, or one without CREATE TABLE, answers the entry's message.
  if (!tables || tables.length === 0) throw new Error('no table to draw');
  const shown = tables.slice(0, maxTables).map((t) => ({ ...t, columns: t.columns.slice(0, maxColumns) }));
  const { boxes, width, height } = place(shown);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="${monoFont}" font-size="${fontSize}">` +
    `<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0 0L10 5L0 10z" fill="#2563eb"/></marker></defs>` +
    `<rect width="100%" height="100%" fill="#f1f5f9"/>${boxes.map(drawBox).join('')}${drawLinks(boxes)}</svg>`;
  return fileAnswer(await renderSvg(svg), 'sql_diagram.png');
});
