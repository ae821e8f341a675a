import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { parse, type Node } from 'acorn';
import { filesForRoute, readRoutePreloads } from '../../src/server/shell/route-preload-map.ts';

// The same build the browser tests serve (PORTAL_DIST_DIR), default dist/.
const dist = join(resolve(import.meta.dirname, '..', '..'), process.env.PORTAL_DIST_DIR ?? 'dist');
const assets = join(dist, 'assets');

/**
 * The deep link's budget is 180 KiB on the wire (`npm run bench`, slow 4G: the form of
 * `/dashboard/maker/brat`, the bench's deep link, loaded cold). Its HTML, the profile answer and
 * the headers of its 15 answers take about 5 KiB of that; the scripts and stylesheets, as the
 * server sends them (brotli, precompressed by the build), get the rest.
 */
const DEEP_LINK = '/dashboard/maker/brat';
const DEEP_LINK_ASSETS_BUDGET = 175 * 1024;

/** The files a cold visit of `route` fetches: what index.html names, then what the server preloads for the route. */
function filesOfRoute(route: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const first = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const map = readRoutePreloads(dist);
  assert.ok(map, 'peta preload rute ada di build');
  return [...new Set([...first, ...filesForRoute(map, route)])];
}

/** A file's size as sent to a browser that accepts brotli: its `.br` sibling when the build wrote one. */
const sentBytes = (file: string) => statSync(existsSync(join(dist, `${file}.br`)) ? join(dist, `${file}.br`) : join(dist, file)).size;

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

  it(`tautan dalam ${DEEP_LINK} (form siap) memuat skrip dan stylesheet terkompresi <= 175 KiB`, () => {
    const files = filesOfRoute(DEEP_LINK);
    const sizes = files.map((file) => [file, sentBytes(file)] as const).sort((a, b) => b[1] - a[1]);
    const total = sizes.reduce((n, [, size]) => n + size, 0);
    const list = sizes.map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KiB`).join(', ');
    assert.ok(total <= DEEP_LINK_ASSETS_BUDGET, `${(total / 1024).toFixed(1)} KiB > 175 KiB: ${list}`);
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
