import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';

// The same build the browser tests serve (PORTAL_DIST_DIR), default dist/.
const assets = join(resolve(import.meta.dirname, '..', '..'), process.env.PORTAL_DIST_DIR ?? 'dist', 'assets');

describe('portal yang sudah dibangun', () => {
  it('tidak memuat new Function( atau eval( di JavaScript-nya (CSP tanpa unsafe-eval)', () => {
    const offenders = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => /new Function\(|\beval\(/.test(readFileSync(join(assets, name), 'utf8')));
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
});
