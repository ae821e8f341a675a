import { environment, type EnvironmentVariable } from '../src/server/shell/environment.ts';

const start = '<!-- environment: written by npm run docs from src/server/shell/environment.ts -->';
const end = '<!-- /environment -->';
const when: Record<EnvironmentVariable['when'], string> = { start: 'server start', build: 'build', command: 'command', tests: 'tests' };

/** The variables as a Markdown table, in the list's order. */
export function environmentTable(variables: readonly EnvironmentVariable[] = environment): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rows = variables.map((v) => `| \`${v.name}\` | ${cell(v.default)} | ${when[v.when]} | ${cell(v.meaning)} |`);
  return ['| variable | when unset | read at | meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

/** `text` (docs/operate.md) with the table between its markers written anew; the markers must be there. */
export function withEnvironmentTable(text: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/operate.md: penanda tabel variabel lingkungan tidak ditemukan (${start} ... ${end}).`);
  return `${text.slice(0, from + start.length)}\n${environmentTable()}\n${text.slice(to)}`;
}
