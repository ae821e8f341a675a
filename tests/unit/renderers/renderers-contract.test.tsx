// @vitest-environment jsdom
/**
 * One contract for every renderer kind and every widget, found by walking the catalog and the
 * registries (never a list kept by hand): every entry with a declared view (text, fields, table,
 * image options, a widget) and the first entry of every other kind renders its first successful
 * example without error and with accessible names; a declared view shows an answer without its
 * values as the one 'Gagal' alert with the entry's own message; and through 'Coba' a 500 that
 * carries no message shows the entry's fallback message (spec §8).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadGroup } from 'virtual:portal-catalog';
import { whenValidatorReady } from '../../../src/engine/index.ts';
import { fileAccepted, presetList, type FileRule } from '../../../src/catalog/keywords/index.ts';
import { answerViewSchemas, type AnswerViewKind } from '../../../src/catalog/answer-views.ts';
import { loadCatalog } from '../../../src/catalog/loader.ts';
import { fillPlaceholders } from '../../../src/catalog/placeholders.ts';
import { widgetNames, type RendererKind } from '../../../src/catalog/renderer-kinds.ts';
import { isFileInput } from '../../../src/catalog/request-plan.ts';
import type { CatalogEntry, EntryExample, JsonSchema } from '../../../src/catalog/types.ts';
import { renderers } from '../../../src/renderers/registry.ts';
import { ResultView } from '../../../src/renderers/ResultView/index.ts';
import type { SuccessAnswer } from '../../../src/renderers/types.ts';
import type { LoadedEntry } from '../../../src/engine/loaded-entry.ts';
import { onlyPresets } from '../../../src/panels/fields/index.ts';
import { TryPanel } from '../../../src/panels/TryPanel/index.ts';
import { renderWithProviders } from '../../helpers/render.tsx';

const root = join(__dirname, '..', '..', '..');
const fixtures = join(root, 'public', 'fixtures');
const { catalog } = loadCatalog(join(root, 'catalog'));
const tryable = catalog.groups.flatMap((g) => g.entries).filter((e) => e.tryable);
/** A view declared in YAML: its options (or its widget) decide what an answer must hold. */
const declared = (e: CatalogEntry) =>
  e.response.kind === 'widget' || (Object.keys(answerViewSchemas) as AnswerViewKind[]).some((kind) => e.response.kind === kind && e.response[kind] !== undefined);
const needsFile = (e: CatalogEntry) => (e.schema.required ?? []).some((name) => isFileInput(e.schema.properties?.[name] ?? {}));
/** `link` answers open in a new tab: no renderer shows them. */
const shownKinds = (Object.keys(renderers) as RendererKind[]).filter((kind) => kind !== 'link');
const sampled = [
  ...tryable.filter(declared),
  // One sample of every other kind, preferably one a user can send without choosing a file.
  ...shownKinds.flatMap((kind) => tryable.filter((e) => e.response.kind === kind && !declared(e)).sort((a, b) => Number(needsFile(a)) - Number(needsFile(b))).slice(0, 1)),
];
const label = (e: CatalogEntry) => `${e.id} (${e.response.kind === 'widget' ? `widget ${e.response.widget ?? '?'}` : e.response.kind})`;
const cases = sampled.map((e) => [label(e), e] as const);
const declaredCases = cases.filter(([, e]) => declared(e));

const mediaTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv',
  '.zip': 'application/zip',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A fixture as a browser File (its bytes when the fixture exists, else a few bytes of the same type). */
function fixtureFile(name: string): File {
  const path = join(fixtures, name);
  const bytes = existsSync(path) ? new Uint8Array(readFileSync(path)) : new Uint8Array([1, 2, 3]);
  return new File([bytes], name, { type: mediaTypes[extname(name).toLowerCase()] ?? 'application/octet-stream' });
}

const succeeds = (example: EntryExample) => (example.response.status ?? 200) < 400;

/** The first example answer that is not an error, as the runner would have classified it. */
function exampleAnswer(entry: CatalogEntry): { answer: SuccessAnswer; inputs: Record<string, unknown> } | null {
  const example = entry.examples.find(succeeds);
  if (!example) return null;
  const { response, request } = example;
  const status = response.status ?? 200;
  if (response.json !== undefined) {
    const data = fillPlaceholders(response.json, request);
    return { answer: { ok: true, status, as: 'json', data, blob: new Blob([JSON.stringify(data)], { type: 'application/json' }) }, inputs: request };
  }
  if (!response.file) return null;
  const file = fixtureFile(response.file);
  const contentType = response.contentType ?? file.type;
  return { answer: { ok: true, status, as: 'blob', blob: new Blob([file], { type: contentType }), contentType }, inputs: request };
}

class Boundary extends Component<{ onError: (error: Error) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? <p>widget gagal dirender</p> : this.props.children;
  }
}

/** Roles whose elements must carry a name wherever they appear in a widget. */
const mustBeNamed = ['img', 'table', 'button', 'link', 'textbox', 'region'] as const;
/** Roles that give a widget an accessible landmark or label; a widget shows at least one of them, named. */
const naming = ['heading', 'img', 'table', 'region', 'textbox', 'list', 'term', 'button', 'link'] as const;

beforeAll(() => {
  // jsdom has no object URLs; binary answers are shown from them.
  Object.assign(URL, { createObjectURL: () => 'blob:widget', revokeObjectURL: () => {} });
});
afterEach(() => vi.unstubAllGlobals());

describe('kontrak renderer: contoh jawaban', () => {
  it('setiap jenis renderer dan setiap widget punya entri contoh di katalog', () => {
    const kinds = new Set(sampled.map((e) => e.response.kind));
    expect(shownKinds.filter((kind) => !kinds.has(kind))).toEqual([]);
    const used = new Set(sampled.map((e) => e.response.widget));
    expect(widgetNames.filter((name) => !used.has(name))).toEqual([]);
  });

  it.each(cases)('%s merender contoh pertamanya dengan nama yang dapat diakses', async (_name, entry) => {
    const example = exampleAnswer(entry);
    if (!example) throw new Error(`${entry.file}: tidak ada contoh jawaban sukses untuk ${label(entry)}`);
    const errors: Error[] = [];
    const { container } = renderWithProviders(
      <Boundary onError={(e) => errors.push(e)}>
        <div data-testid="widget">
          <ResultView entry={entry} answer={example.answer} inputs={example.inputs} />
        </div>
      </Boundary>,
    );
    await waitFor(() => expect(screen.queryByLabelText('Memuat tampilan')).toBeNull());
    expect(errors).toEqual([]);
    const view = within(screen.getByTestId('widget'));
    expect(view.queryByText(/^Tampilan '.*' tidak dikenal\.$/)).toBeNull();
    // The example is a good answer: the view must not call it invalid.
    expect(view.queryByText(entry.error)).toBeNull();
    expect(view.queryAllByRole('alert').filter((alert) => alert.textContent?.startsWith('Gagal'))).toEqual([]);
    for (const role of mustBeNamed) {
      const unnamed = view.queryAllByRole(role, { name: '' });
      expect(unnamed.map((el) => `${role}: ${el.outerHTML.slice(0, 120)}`)).toEqual([]);
    }
    // A file answer shows its link once its object URL is made.
    await waitFor(() => expect(naming.flatMap((role) => view.queryAllByRole(role, { name: /\S/ })).length).toBeGreaterThan(0));
    const named = naming.flatMap((role) => view.queryAllByRole(role, { name: /\S/ }));
    expect(named.length, `${entry.id}: tidak ada elemen bernama di ${container.innerHTML.slice(0, 200)}`).toBeGreaterThan(0);
  });
});

/** A fixture the input accepts, for a required file input no example names. */
function acceptedFixture(prop: JsonSchema): string | undefined {
  const rule = (prop['x-file'] ?? prop.items?.['x-file'] ?? {}) as FileRule;
  return readdirSync(fixtures).find((name) => {
    const file = fixtureFile(name);
    return fileAccepted(rule, file) && statSync(join(fixtures, name)).size <= (rule.maxSize ?? Infinity);
  });
}

/** The inputs 'Coba' is filled with: the first example that has some, else each required input's placeholder or an accepted fixture. */
function formInputs(entry: CatalogEntry): Record<string, unknown> {
  const example = entry.examples.find((e) => Object.keys(e.request).length > 0)?.request ?? {};
  const ui = (entry.ui ?? {}) as Record<string, { 'ui:placeholder'?: string } | undefined>;
  const out: Record<string, unknown> = {};
  for (const [name, prop] of Object.entries(entry.schema.properties ?? {})) {
    if (example[name] !== undefined) out[name] = example[name];
    else if (entry.schema.required?.includes(name)) out[name] = isFileInput(prop) ? acceptedFixture(prop) : (prop.default ?? ui[name]?.['ui:placeholder'] ?? 'contoh');
  }
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Types (or uploads) each chosen value into its field, as a user would; defaults already there stay. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, entry: CatalogEntry, values: Record<string, unknown>) {
  // Widgets fetched with their first form (the text area, selects...) show a loader until they arrive.
  await waitFor(() => expect(screen.queryAllByLabelText('Memuat formulir')).toHaveLength(0), { timeout: 5000 });
  for (const [name, prop] of Object.entries(entry.schema.properties ?? {})) {
    const value = values[name];
    const label = new RegExp(`^${escapeRegExp(prop.title ?? name)}`);
    if (isFileInput(prop)) {
      if (typeof value === 'string') await user.upload(await screen.findByLabelText(label, {}, { timeout: 5000 }), fixtureFile(value));
      continue;
    }
    if ((typeof value !== 'string' && typeof value !== 'number') || value === prop.default) continue;
    const field = screen.queryByRole('textbox', { name: label }) ?? screen.queryByRole('spinbutton', { name: label });
    if (!field) continue;
    await user.clear(field);
    await user.click(field);
    await user.paste(String(value));
  }
}

describe('kontrak renderer: jawaban tanpa isi yang dijanjikan', () => {
  it.each(declaredCases)('%s menampilkan pesan entri dalam satu peringatan Gagal', async (_name, entry) => {
    const data = {};
    const answer: SuccessAnswer = { ok: true, status: 200, as: 'json', data, blob: new Blob([JSON.stringify(data)], { type: 'application/json' }) };
    renderWithProviders(
      <div data-testid="widget">
        <ResultView entry={entry} answer={answer} inputs={{}} />
      </div>,
    );
    const alert = await within(screen.getByTestId('widget')).findByRole('alert');
    expect(alert).toHaveTextContent(/^Gagal/);
    expect(alert).toHaveTextContent(entry.error);
  });
});

describe('kontrak renderer: jawaban gagal tanpa pesan', () => {
  it.each(cases)('%s menampilkan pesan cadangan entri lewat Coba', async (_name, entry) => {
    const group = await loadGroup(entry.group);
    const loaded = group.entries.find((e: LoadedEntry) => e.entry.id === entry.id);
    if (!loaded) throw new Error(`${entry.id} tidak ada di chunk grup ${entry.group}`);
    await whenValidatorReady(loaded.validator);
    const values = formInputs(entry);
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify({ status: false }), { status: 500, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<TryPanel loaded={loaded} getApiKey={() => 'KUNCI'} />);

    const user = userEvent.setup({ applyAccept: false });
    await fillForm(user, entry, values);
    // A form of preset buttons only sends with its first preset; any other form with its submit button.
    const firstPreset = Object.values(entry.schema.properties ?? {}).flatMap((p) => presetList(p['x-presets']))[0];
    const send = onlyPresets(entry.schema) && firstPreset ? new RegExp(`^${escapeRegExp(firstPreset.label ?? firstPreset.value)}`) : (entry.submitLabel ?? 'Kirim');
    await user.click(screen.getByRole('button', { name: send }));

    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => a.textContent?.includes(entry.error))).toBe(true);
  });
});
