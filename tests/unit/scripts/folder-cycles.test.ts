import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { folderCycles, folderEdges } from '../../../scripts/folder-cycles.ts';

const temp = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A src/ folder made of the given files (path → text). */
function srcTree(name: string, files: Record<string, string>): string {
  const src = join(temp, name, 'src');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(src, path)), { recursive: true });
    writeFileSync(join(src, path), text);
  }
  return src;
}

describe('impor melingkar antarfolder src/', () => {
  it('folder src/ proyek ini tidak saling mengimpor', () => {
    expect(folderCycles(folderEdges(join(__dirname, '..', '..', '..', 'src')))).toEqual([]);
  });

  it('ruang server (src/server/*) tidak saling mengimpor; berkas yang menunjuk balik ke app.ts dilaporkan', () => {
    expect(folderCycles(folderEdges(join(__dirname, '..', '..', '..', 'src', 'server')))).toEqual([]);
    const src = srcTree('server-back-arrow', {
      'server/app.ts': "import { registerMcpEndpoint } from './mcp/index.ts';\nexport const app = registerMcpEndpoint;\n",
      'server/mcp/index.ts': 'export const registerMcpEndpoint = 1;\n',
      'server/mcp/api-from-env.ts': "import { app } from '../app.ts';\nexport const api = app;\n",
    });
    const cycles = folderCycles(folderEdges(join(src, 'server')));
    expect(cycles[0]?.map((e) => `${e.from} → ${e.to}`).sort()).toEqual(['app.ts → mcp', 'mcp → app.ts']);
  });

  it('lencana kuota yang membaca sesi dari app, sementara app menampilkan lencananya, dilaporkan dengan impornya', () => {
    const src = srcTree('quota-app', {
      'app/UserBar/UserBar.tsx': "import { QuotaBadge } from '../../quota/QuotaBadge/index.ts';\nexport const bar = QuotaBadge;\n",
      'app/session/index.ts': 'export const useSession = () => ({});\n',
      'quota/QuotaBadge/index.ts': "import type { Profile } from '../../app/session/index.ts';\nexport const QuotaBadge = (p: Profile) => p;\n",
      'catalog/types.ts': 'export type Id = string;\n',
      'quota/quota.ts': "import type { Id } from '../catalog/types.ts';\nexport const id: Id = '';\n",
    });
    const cycles = folderCycles(folderEdges(src));
    expect(cycles).toHaveLength(1);
    expect(cycles[0]?.map((e) => `${e.from} → ${e.to}`).sort()).toEqual(['app → quota', 'quota → app']);
    expect(cycles[0]?.find((e) => e.from === 'quota')?.example).toBe('src/quota/QuotaBadge/index.ts → src/app/session/index.ts');
  });

  it('impor dinamis dan export … from juga dihitung; tes tidak', () => {
    const src = srcTree('lazy', {
      'app/App.tsx': "export const page = () => import('../reference/pages.tsx');\n",
      'reference/pages.tsx': "export { usePageTitle } from '../app/a11y.ts';\n",
      'app/a11y.ts': 'export const usePageTitle = () => {};\n',
      'usage/usage.test.ts': "import '../app/App.tsx';\n",
      'app/usage.ts': "export * from '../usage/usage-api.ts';\n",
      'usage/usage-api.ts': 'export const api = 1;\n',
    });
    expect(folderCycles(folderEdges(src)).map((cycle) => [...new Set(cycle.map((e) => e.from))].sort())).toEqual([['app', 'reference']]);
  });
});
