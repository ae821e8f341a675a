import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedServer } from '../helpers/embedded-api.ts';
import { buildRequest } from '../../src/engine/build-request.ts';
import { FileStore } from '../../src/engine/file-store.ts';
import { sendRequest } from '../../src/engine/send-request.ts';
import { catalogMessages } from './catalog-messages.ts';
import { catalogOwnMessages } from './catalog-own-messages.ts';
import { allEntries, apiAnswer, apiKey, entryById, formState, loadedEntry, runnerMessages } from './harness.ts';
import { specMessages, type Check } from './spec-messages.ts';

const projectRoot = join(__dirname, '..', '..');

/** Test files of the project other than this suite. */
function testFiles(): string[] {
  const roots = ['tests/unit', 'tests/property', 'tests/conformance', 'tests/durability', 'src'].map((dir) => join(projectRoot, dir));
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => join(root, name)),
  );
}

const server = startEmbeddedServer({ apikey: apiKey, token: 'token-cakupan', limit: 1_000_000 });
afterEach(() => vi.unstubAllGlobals());

const jsonAnswer = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function defineCheck(message: string, check: Check): void {
  switch (check.kind) {
    case 'validation':
      it(`validator browser: ${check.entry} ${JSON.stringify(check.input).slice(0, 80)}`, async () => {
        const loaded = await loadedEntry(check.entry);
        expect(runnerMessages(loaded, formState(check.input).formData)).toContain(message);
      });
      it(`API bawaan 400: ${check.entry} ${JSON.stringify(check.input).slice(0, 80)}`, async () => {
        const res = await apiAnswer(server.app, entryById(check.entry), check.input);
        expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
      });
      return;
    case 'fallback':
      it(`runner: jawaban gagal tanpa pesan dari ${check.entry}`, async () => {
        const entry = entryById(check.entry);
        const request = buildRequest(entry, {}, apiKey, new FileStore());
        vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(jsonAnswer({ status: false }, 500)).mockResolvedValueOnce(jsonAnswer({ status: false }, 200)));
        expect(await sendRequest(request, entry.error)).toMatchObject({ ok: false, message });
        // A 200 whose body says `status: false` is a failure too.
        expect(await sendRequest(request, entry.error)).toMatchObject({ ok: false, message });
      });
      return;
    case 'api':
      it(`API bawaan ${check.status}: ${check.entry} ${JSON.stringify(check.input).slice(0, 80)}`, async () => {
        const res = await apiAnswer(server.app, entryById(check.entry), check.input);
        expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: check.status, message });
      });
      return;
    case 'missing-key':
      it(`runner tanpa API key: ${check.entry}`, () => {
        expect(() => buildRequest(entryById(check.entry), {}, null, new FileStore())).toThrow(message);
      });
      return;
    case 'test':
      it(`diuji di ${check.file ?? 'sebuah tes unit'}`, () => {
        const matches = (text: string) => (check.pattern ? check.pattern.test(text) : text.includes(message));
        if (check.file) {
          const path = join(projectRoot, check.file);
          expect(existsSync(path), `${check.file} belum ada`).toBe(true);
          expect(matches(readFileSync(path, 'utf8')), `${check.file} tidak menyebut pesan ini`).toBe(true);
        } else {
          const found = testFiles().filter((path) => matches(readFileSync(path, 'utf8')));
          expect(found.length, 'belum ada tes yang menyebut pesan ini').toBeGreaterThan(0);
        }
      });
      return;
    case 'pending':
      it.todo(`belum terbukti: ${check.reason}`);
      return;
  }
}

describe('cakupan pesan spesifikasi §5 dan §8', () => {
  for (const row of specMessages) {
    describe(`§${row.section} '${row.message}'`, () => {
      for (const check of row.checks) defineCheck(row.message, check);
    });
  }

  it('setiap entri yang disebut tabel ada di katalog', () => {
    const ids = new Set(allEntries.map((e) => e.id));
    const named = specMessages.flatMap((r) => r.checks).flatMap((c) => ('entry' in c ? [c.entry] : []));
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('setiap pesan katalog ada di tabel spesifikasi atau di daftar pesan milik katalog', () => {
    const known = new Set([...specMessages.map((r) => r.message), ...catalogOwnMessages]);
    const unknown = catalogMessages(allEntries).filter((m) => !known.has(m.message));
    expect(unknown.map((m) => `${m.entry}: ${m.message}`)).toEqual([]);
  });

  it('pesan milik katalog tidak menyamar sebagai pesan spesifikasi', () => {
    const spec = new Set(specMessages.map((r) => r.message));
    expect(catalogOwnMessages.filter((m) => spec.has(m))).toEqual([]);
  });
});
