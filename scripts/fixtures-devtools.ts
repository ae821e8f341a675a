/**
 * Renders the example answers of the codesnap and SQL-to-diagram entries as real pictures of their
 * example inputs (public/fixtures/codesnap-example.png, sql-diagram-example.png), so the embedded
 * API shows what the real service would: the example's own code, and its own tables. Drawn by
 * Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium).
 * Run with `npx tsx scripts/fixtures-devtools.ts`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public', 'fixtures');

interface EntryFile {
  examples: { request: Record<string, unknown> }[];
}

/** The first example input named `field` in a catalog entry file. */
function exampleInput(file: string, field: string): string {
  const entry = parse(readFileSync(join(root, 'catalog', file), 'utf8')) as EntryFile;
  const value = entry.examples.map((e) => e.request[field]).find((v) => typeof v === 'string');
  if (typeof value !== 'string') throw new Error(`${file}: no example ${field}`);
  return value;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Just enough JavaScript colouring for a snapshot: strings, keywords, calls. */
function highlight(code: string): string {
  return escape(code)
    .replace(/('[^']*'|"[^"]*")/g, '<span style="color:#a5d6a7">$1</span>')
    .replace(/\b(const|let|var|function|return|if|else|new)\b/g, '<span style="color:#ce93d8">$1</span>')
    .replace(/\b([a-zA-Z_]\w*)(?=\()/g, '<span style="color:#81d4fa">$1</span>');
}

function codesnapHtml(code: string): string {
  return `<body style="margin:0"><div id="shot" style="display:inline-block;padding:48px;background:linear-gradient(135deg,#4f46e5,#db2777)">
  <div style="background:#1e1e2e;border-radius:12px;box-shadow:0 20px 40px rgba(0,0,0,.35);min-width:420px">
    <div style="display:flex;gap:8px;padding:14px 16px">${['#ff5f56', '#ffbd2e', '#27c93f'].map((c) => `<span style="width:12px;height:12px;border-radius:50%;background:${c}"></span>`).join('')}</div>
    <pre style="margin:0;padding:8px 24px 24px;color:#e0e0e0;font:16px/1.5 'DejaVu Sans Mono',monospace">${highlight(code)}</pre>
  </div></div></body>`;
}

interface Table {
  name: string;
  columns: { name: string; type: string; notes: string[] }[];
  references: { column: string; table: string }[];
}

/** The CREATE TABLE statements of the example, read well enough to draw them. */
function tables(sql: string): Table[] {
  return [...sql.matchAll(/CREATE TABLE\s+(\w+)\s*\(([\s\S]*?)\);/gi)].map(([, name, body]) => {
    const table: Table = { name, columns: [], references: [] };
    for (const line of body.split(/,\s*\n/).map((l) => l.trim())) {
      const fk = /^FOREIGN KEY\s*\((\w+)\)\s*REFERENCES\s+(\w+)/i.exec(line);
      if (fk) {
        table.references.push({ column: fk[1], table: fk[2] });
        continue;
      }
      const col = /^(\w+)\s+(\w+(?:\([\d,\s]+\))?)\s*(.*)$/.exec(line);
      if (!col) continue;
      const notes = ['PRIMARY KEY', 'NOT NULL', 'UNIQUE', 'AUTO_INCREMENT', 'DEFAULT'].filter((n) => col[3].toUpperCase().includes(n));
      table.columns.push({ name: col[1], type: col[2].toUpperCase(), notes: notes.map((n) => (n === 'PRIMARY KEY' ? 'PK' : n)) });
    }
    for (const ref of table.references) {
      const column = table.columns.find((c) => c.name === ref.column);
      if (column) column.notes.unshift('FK');
    }
    return table;
  });
}

function diagramHtml(list: Table[]): string {
  const boxes = list
    .map(
      (t) => `<div class="t" id="t-${t.name}"><div class="h">${escape(t.name)}</div>${t.columns
        .map((c) => `<div class="c"><b>${escape(c.name)}</b><span>${escape(c.type)}</span><i>${c.notes.join(' · ')}</i></div>`)
        .join('')}</div>`,
    )
    .join('');
  return `<style>body{margin:0;font:14px 'DejaVu Sans',sans-serif}#shot{position:relative;display:inline-flex;gap:120px;padding:40px;background:#f8fafc}
  .t{background:#fff;border:2px solid #334155;border-radius:8px;min-width:260px;z-index:1}.h{background:#334155;color:#fff;padding:8px 12px;font-weight:bold}
  .c{display:grid;grid-template-columns:1fr auto;padding:6px 12px;border-top:1px solid #e2e8f0}.c span{color:#0369a1}.c i{grid-column:1/3;color:#64748b;font-size:11px;font-style:normal}
  svg{position:absolute;inset:0;width:100%;height:100%}</style>
  <body><div id="shot">${boxes}<svg id="links"></svg></div></body>`;
}

/** Draws one arrow per foreign key, from the column to the table it references. */
function linkScript(list: Table[]): string {
  const links = list.flatMap((t) => t.references.map((r) => ({ from: t.name, column: r.column, to: r.table })));
  return `(() => {
    const shot = document.getElementById('shot').getBoundingClientRect();
    const svg = document.getElementById('links');
    for (const link of ${JSON.stringify(links)}) {
      const from = document.getElementById('t-' + link.from).getBoundingClientRect();
      const to = document.getElementById('t-' + link.to).getBoundingClientRect();
      const row = [...document.querySelectorAll('#t-' + link.from + ' .c b')].find((b) => b.textContent === link.column).getBoundingClientRect();
      const x1 = from.left - shot.left, y1 = row.top + row.height / 2 - shot.top;
      const x2 = to.right - shot.left, y2 = to.top + 20 - shot.top;
      svg.innerHTML += '<path d="M' + x1 + ' ' + y1 + ' C' + (x1 - 60) + ' ' + y1 + ' ' + (x2 + 60) + ' ' + y2 + ' ' + x2 + ' ' + y2 + '" fill="none" stroke="#0369a1" stroke-width="2"/>'
        + '<circle cx="' + x2 + '" cy="' + y2 + '" r="5" fill="#0369a1"/>';
    }
  })()`;
}

const profile = mkdtempSync(join(tmpdir(), 'fixtures-devtools-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.setContent(codesnapHtml(exampleInput('devtools/codesnap.yaml', 'code')));
  writeFileSync(join(out, 'codesnap-example.png'), await page.locator('#shot').screenshot({ type: 'png' }));
  const list = tables(exampleInput('devtools/sql.yaml', 'sql'));
  await page.setContent(diagramHtml(list));
  await page.evaluate(linkScript(list));
  writeFileSync(join(out, 'sql-diagram-example.png'), await page.locator('#shot').screenshot({ type: 'png' }));
  console.log('codesnap-example.png, sql-diagram-example.png ditulis ke public/fixtures');
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
