import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { parse, type Node } from 'acorn';

// The same build the browser tests serve (PORTAL_DIST_DIR), default dist/.
const assets = join(resolve(import.meta.dirname, '..', '..'), process.env.PORTAL_DIST_DIR ?? 'dist', 'assets');

describe('portal yang sudah dibangun', () => {
  it('tidak memanggil new Function( atau eval( di JavaScript-nya (CSP tanpa unsafe-eval)', () => {
    const offenders = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .flatMap((name) => compilesCode(readFileSync(join(assets, name), 'utf8')).map((call) => `${name}: ${call}`));
    assert.deepEqual(offenders, []);
  });

  it('memecah katalog: skema dan validator tiap grup ada di chunk terpisah', () => {
    const names = readdirSync(assets);
    for (const group of ['tools', 'cuaca', 'uploader', 'games']) {
      assert.ok(names.some((n) => n.startsWith(`${group}-`) && n.endsWith('.js')), `chunk ${group}`);
    }
    const entry = names.find((n) => /^index-.*\.js$/.test(n));
    assert.ok(entry);
    assert.ok(!readFileSync(join(assets, entry), 'utf8').includes('URL atau teks tidak boleh kosong.'), 'validator pesan QR tidak di muatan awal');
  });

  it('memisahkan konsol pengelola: hanya chunk AdminConsole yang memuatnya, bukan muatan awal atau halaman pengembang', () => {
    const scripts = readdirSync(assets).filter((n) => n.endsWith('.js'));
    const holding = scripts.filter((n) => readFileSync(join(assets, n), 'utf8').includes('Nonaktifkan akun'));
    assert.equal(holding.length, 1);
    assert.match(holding[0], /^AdminConsole-/);
  });
});

/**
 * The calls that compile a string at run time, found in the parsed code: a catalog example whose
 * text mentions `new Function(` (the obfuscator's answer does) is data the page shows, not code it runs.
 */
function compilesCode(source: string): string[] {
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as Node & { callee?: { type: string; name?: string } };
    const callee = node.callee?.type === 'Identifier' ? node.callee.name : undefined;
    if ((node.type === 'NewExpression' && callee === 'Function') || (node.type === 'CallExpression' && callee === 'eval')) {
      found.push(`${node.type === 'NewExpression' ? 'new ' : ''}${callee}( at ${node.start}`);
    }
    for (const child of Object.values(node)) if (child && typeof child === 'object') visit(child);
  };
  visit(parse(source, { ecmaVersion: 'latest', sourceType: 'module' }));
  return found;
}
