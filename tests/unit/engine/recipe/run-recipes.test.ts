import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Recipe } from '../../../../src/catalog/recipes/types.ts';
import type { LoadedEntry } from '../../../../src/engine/loaded-entry.ts';
import { recipeContext, runRecipe, stepTitle, stoppedMessage, type RecipeOutcome } from '../../../../src/engine/recipe/index.ts';
import { onRun, type RunEvent } from '../../../../src/engine/run-events.ts';
import { portalServer } from '../../../helpers/embedded-api.ts';
import { allEntries, catalog, loadedEntry } from '../../../spec-coverage/harness.ts';

const apiKey = 'kunci-resep';
let close: () => Promise<void>;

beforeAll(async () => {
  const app = await portalServer({ demo: { apikey: apiKey, token: 'token-resep', limit: 1_000_000 }, distDir: null });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  // The engine sends paths relative to the portal, as in the browser: here the portal is the loopback server.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(new URL(url, base), init));
  close = async () => {
    vi.unstubAllGlobals();
    await app.close();
  };
});
afterAll(() => close());

const recipes = catalog.recipes ?? [];
const recipeById = (id: string): Recipe => {
  const recipe = recipes.find((r) => r.id === id);
  if (!recipe) throw new Error(`resep '${id}' tidak ada`);
  return recipe;
};

async function run(recipe: Recipe, edits?: (index: number) => Record<string, unknown> | undefined): Promise<{ outcome: RecipeOutcome; events: RunEvent[]; passed: number }> {
  const loaded = new Map<string, LoadedEntry>();
  for (const step of recipe.steps) loaded.set(step.entry, await loadedEntry(step.entry));
  const context = recipeContext(recipe, (id) => loaded.get(id));
  const events: RunEvent[] = [];
  const stop = onRun((event) => events.push(event));
  let passed = 0;
  try {
    const outcome = await runRecipe(recipe, context, { apiKey, edits, onStep: (_i, _v, step) => void (step && !step.problem && passed++) });
    return { outcome, events, passed };
  } finally {
    stop();
  }
}

describe('setiap resep berjalan terhadap API bawaan dan memenuhi aturannya', () => {
  it.each(recipes.map((r) => [r.id, r] as const))('%s', async (_id, recipe) => {
    const { outcome, events, passed } = await run(recipe);
    expect(outcome).toEqual({ ok: true });
    expect(passed).toBe(recipe.steps.length);
    // Every step is one run of the pipeline, heard like any 'Coba' run (Riwayat listens to these).
    expect(events.map((e) => e.entryId)).toEqual(recipe.steps.map((s) => s.entry));
  }, 60_000);

  it('resep QR membaca kembali URL yang dibuat langkah pertama, dari gambar yang diteruskan sebagai file', async () => {
    const { events } = await run(recipeById('qr-buat-baca'));
    const read = events[1];
    expect(read.request.body).toBeInstanceOf(FormData);
    const image = (read.request.body as FormData).get('image') as File;
    expect(image.name).toBe('qrcode.png');
    expect(image.type).toBe('image/png');
    expect(image.size).toBeGreaterThan(100);
  });

  it('nilai yang diketik di form menggantikan nilai tetap resep, tidak pernah nilai dari jawaban', async () => {
    const typed = 'https://portal.example/diketik';
    const { outcome, events } = await run(recipeById('qr-buat-baca'), (index) => (index === 0 ? { url: typed } : { image: { id: 'lama' } }));
    expect(outcome).toEqual({ ok: true });
    expect(events[0].inputs).toMatchObject({ url: typed });
    expect(((events[1].request.body as FormData).get('image') as File).name).toBe('qrcode.png');
  });

  it('resep 2FA mengirim token 6 digit yang dihitung dari secret jawaban pertama', async () => {
    const { events } = await run(recipeById('2fa-buat-verifikasi'));
    expect(events[1].inputs).toMatchObject({ userId: 'resep-2fa', token: expect.stringMatching(/^\d{6}$/) });
  });
});

describe('langkah yang gagal menghentikan resep dengan langkah dan pesannya', () => {
  it('jawaban yang ditolak API berhenti di langkah itu dengan pesan API', async () => {
    const base = recipeById('2fa-buat-verifikasi');
    // The verification asks for a user that never generated a secret.
    const broken: Recipe = { ...base, steps: [base.steps[0], { ...base.steps[1], inputs: { ...base.steps[1].inputs, userId: 'belum-pernah-membuat' } }] };
    const { outcome, events } = await run(broken);
    expect(outcome).toMatchObject({ ok: false, index: 1, message: 'Verifikasi gagal.' });
    expect(events).toHaveLength(2);
    const entry = allEntries.find((e) => e.id === '2fa-verify');
    if (outcome.ok) throw new Error('resep seharusnya berhenti');
    expect(stoppedMessage(outcome.index, stepTitle(outcome.step, entry), outcome.message)).toBe('Langkah 2 (Verifikasi Kode 2FA) gagal: Verifikasi gagal.');
  });

  it('jawaban yang tidak memenuhi aturan langkah berhenti di sana, langkah berikutnya tidak dikirim', async () => {
    const base = recipeById('jwt-buat-dekode');
    const broken: Recipe = {
      ...base,
      steps: [{ ...base.steps[0], expect: { body: [{ path: 'token', equals: 'bukan-token' }] } }, base.steps[1]],
    };
    const { outcome, events } = await run(broken);
    expect(outcome).toMatchObject({ ok: false, index: 0, message: expect.stringMatching(/^'token' bernilai 'eyJ.*', seharusnya 'bukan-token'\.$/) });
    expect(events.map((e) => e.entryId)).toEqual(['jwt-create']);
  });

  it('input yang ditolak validasi form berhenti tanpa mengirim apa pun', async () => {
    const base = recipeById('jwt-buat-dekode');
    const broken: Recipe = { ...base, steps: [{ ...base.steps[0], inputs: { ...base.steps[0].inputs, expiresIn: 'sebentar' } }, base.steps[1]] };
    const { outcome, events } = await run(broken);
    expect(outcome).toMatchObject({ ok: false, index: 0, message: 'Format expiresIn tidak valid. Contoh: 1h, 7d, 30m.' });
    expect(events).toEqual([]);
  });
});
