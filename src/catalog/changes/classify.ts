import { apiCompare, type Diff } from 'api-smart-diff';

/** How a change meets the developers who call the API. */
export type ChangeKind = 'breaking' | 'non-breaking' | 'documentation';

/** What a change does to calls already made: the request log can count the calls it concerns. */
export type ChangeEffect =
  | { kind: 'entry-removed' }
  | { kind: 'input-required'; input: string }
  | { kind: 'input-removed'; input: string }
  | { kind: 'values-narrowed'; input: string; removed: string };

export interface CatalogChange {
  kind: ChangeKind;
  /** `GET /features/cuaca`: the operation as the API's users write it (without the proxy prefix). */
  operation: string;
  /** The catalog entry (its id) and group (its folder), when the operation is a catalog entry's. */
  entry?: string;
  group?: string;
  input?: string;
  /** In Indonesian, one sentence. */
  message: string;
  effect?: ChangeEffect;
}

type Json = Record<string, unknown>;
const methods = new Set(['get', 'post', 'put', 'delete', 'patch']);
const proxyPrefix = '/api/proxy';
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The document as the diff should see it: without the `x-` extensions (`x-portal-entry` repeats the
 * catalog entry as written, and each `x-` keyword is stated again as plain JSON Schema, so every
 * change would show twice) and without `info` (the version itself changes with every release).
 */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith('x-')).map(([key, v]) => [key, comparable(v)]));
}

function at(doc: unknown, path: readonly (string | number)[]): unknown {
  let node = doc;
  for (const step of path) node = isObject(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[step] : undefined;
  return node;
}

/** Catalog entry id and group of an operation, read from the portal's own extensions. */
function owner(doc: Json, operation: unknown): { entry?: string; group?: string } {
  if (!isObject(operation)) return {};
  const entry = typeof operation.operationId === 'string' && isObject(operation['x-portal-entry']) ? operation.operationId : undefined;
  const tagName = Array.isArray(operation.tags) ? operation.tags[0] : undefined;
  const tag = Array.isArray(doc.tags) ? doc.tags.find((t) => isObject(t) && t.name === tagName) : undefined;
  const portalGroup = isObject(tag) ? tag['x-portal-group'] : undefined;
  const group = isObject(portalGroup) && typeof portalGroup.id === 'string' ? portalGroup.id : undefined;
  return entry ? { entry, group } : {};
}

const documentationKeys = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs']);
/** A diff of words alone (a description, an example) is documentation, whatever the library's rule for its place. */
function kindOf(diff: Diff): ChangeKind {
  if ((diff.path as (string | number)[]).some((step) => typeof step === 'string' && documentationKeys.has(step))) return 'documentation';
  return diff.type === 'breaking' ? 'breaking' : diff.type === 'annotation' ? 'documentation' : 'non-breaking';
}
const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;

/** The input a diff's path is about: a parameter's name, or the body property under `properties`. */
function inputOf(before: Json, after: Json, path: readonly (string | number)[], diff: Diff): string | undefined {
  // Fields of an answer are not inputs.
  if (path[3] === 'responses') return undefined;
  if (path[3] === 'parameters' && typeof path[4] === 'number') {
    const param = at(diff.action === 'add' ? after : before, path.slice(0, 5)) ?? at(after, path.slice(0, 5));
    return isObject(param) && typeof param.name === 'string' ? param.name : undefined;
  }
  const props = path.lastIndexOf('properties');
  if (props > 0 && typeof path[props + 1] === 'string') return path[props + 1] as string;
  // `required: [a, b]` of the body schema: the item added or removed is the input.
  if (path.at(-2) === 'required' && typeof path.at(-1) === 'number') {
    const name = diff.action === 'remove' ? diff.before : diff.after;
    return typeof name === 'string' ? name : undefined;
  }
  return undefined;
}

/** One diff of one operation as a sentence and, where calls can be judged by it, its effect. */
function describe(diff: Diff, path: readonly (string | number)[], operation: string, input: string | undefined): Pick<CatalogChange, 'message' | 'effect'> {
  const last = path.at(-1);
  const field = typeof last === 'string' ? last : path.at(-2);
  const named = input ? `input ${code(input)}` : undefined;
  if (path.length === 3) {
    if (diff.action === 'remove') return { message: `Endpoint ${operation} dihapus.`, effect: { kind: 'entry-removed' } };
    if (diff.action === 'add') return { message: `Endpoint baru: ${operation}.` };
  }
  if (input && path[3] === 'parameters' && path.length === 5) {
    if (diff.action === 'add') return { message: `Input baru ${code(input)}.` };
    if (diff.action === 'remove') return { message: `Input ${code(input)} dihapus.`, effect: { kind: 'input-removed', input } };
  }
  if (input && path.at(-2) === 'properties' && last === input) {
    if (diff.action === 'add') return { message: `Input baru ${code(input)}.` };
    if (diff.action === 'remove') return { message: `Input ${code(input)} dihapus.`, effect: { kind: 'input-removed', input } };
  }
  if (input && (last === 'required' || path.at(-2) === 'required')) {
    const nowRequired = last === 'required' ? diff.after === true : diff.action === 'add';
    if (nowRequired) return { message: `Input ${code(input)} kini wajib diisi.`, effect: { kind: 'input-required', input } };
    return { message: `Input ${code(input)} kini boleh dikosongkan.` };
  }
  if (named && path.at(-2) === 'enum') {
    if (diff.action === 'remove') return { message: `Nilai ${code(diff.before)} tidak lagi diterima untuk ${named}.`, effect: { kind: 'values-narrowed', input: input!, removed: String(diff.before) } };
    if (diff.action === 'add') return { message: `Nilai baru ${code(diff.after)} diterima untuk ${named}.` };
  }
  if (named && field === 'type') return { message: `Tipe ${named} berubah dari ${code(diff.before)} menjadi ${code(diff.after)}.` };
  const documented = path.find((step): step is string => typeof step === 'string' && documentationKeys.has(step));
  if (documented) return { message: path[3] === 'responses' ? `Contoh jawaban ${String(path[4])} diperbarui.` : `Dokumentasi ${named ?? 'endpoint'} diperbarui (${documented}).` };
  if (path[3] === 'responses' && path[4] !== undefined) {
    const props = path.lastIndexOf('properties');
    const fieldName = props > 0 ? path[props + 1] : undefined;
    if (typeof fieldName === 'string' && path.length === props + 2) {
      const what = { add: 'ditambahkan', remove: 'dihapus', replace: 'berubah', rename: 'diganti nama' }[diff.action];
      return { message: `Kolom ${code(fieldName)} pada jawaban ${String(path[4])} ${what}.` };
    }
    return { message: `Jawaban ${String(path[4])} berubah.` };
  }
  if (path.includes('propertyNames') && !input) return { message: diff.action === 'add' ? 'Aturan nama kunci body JSON diperketat.' : 'Aturan nama kunci body JSON berubah.' };
  if (field === 'deprecated') return { message: diff.after === true ? 'Endpoint ditandai usang.' : 'Endpoint tidak lagi ditandai usang.' };
  if (named) return { message: genericInputMessage(input!) };
  const action = { add: 'Ditambahkan', remove: 'Dihapus', replace: 'Diubah', rename: 'Diganti nama' }[diff.action];
  return { message: `${action}: ${path.slice(3).join(' › ') || 'operasi'}.` };
}

/** What a change of an input's rules says when no sentence of its own fits (a pattern, a bound, a rule between inputs). */
const genericInputMessage = (input: string) => `Aturan input ${code(input)} berubah.`;

const rank: Record<ChangeKind, number> = { documentation: 0, 'non-breaking': 1, breaking: 2 };

/**
 * One input's changes said once: a general 'rules changed' goes when a sentence of its own says more
 * (making an input required also rewrites its schema), and several general ones become the worst of them.
 */
function collapse(changes: CatalogChange[]): CatalogChange[] {
  const generic = new Map<string, CatalogChange>();
  const specific = new Set<string>();
  const keyOf = (c: CatalogChange) => `${c.operation}\0${c.input ?? ''}`;
  for (const c of changes) {
    if (!c.input || c.message !== genericInputMessage(c.input)) {
      if (c.input && c.kind !== 'documentation') specific.add(keyOf(c));
      continue;
    }
    const held = generic.get(keyOf(c));
    if (!held || rank[c.kind] > rank[held.kind]) generic.set(keyOf(c), c);
  }
  return changes.filter((c) => !c.input || c.message !== genericInputMessage(c.input) || (!specific.has(keyOf(c)) && generic.get(keyOf(c)) === c));
}

/**
 * The changes from one OpenAPI document of the portal to another, classified by api-smart-diff
 * (breaking, non-breaking, documentation), each said in Indonesian per entry and input. Changes
 * outside `paths` (shared components, tags) are left to the operations that use them.
 */
export function classifyChanges(beforeDoc: unknown, afterDoc: unknown): CatalogChange[] {
  const before = (isObject(beforeDoc) ? beforeDoc : {}) as Json;
  const after = (isObject(afterDoc) ? afterDoc : {}) as Json;
  const { diffs } = apiCompare(comparable({ ...before, info: {} }), comparable({ ...after, info: {} }));
  const changes: CatalogChange[] = [];
  const seen = new Set<string>();
  for (const diff of diffs) {
    const path = diff.path as (string | number)[];
    if (path[0] !== 'paths' || typeof path[1] !== 'string') continue;
    // A whole path added or removed: one change per method it held.
    if (path.length === 2) {
      const item = (diff.action === 'remove' ? diff.before : diff.after) as unknown;
      for (const method of isObject(item) ? Object.keys(item).filter((m) => methods.has(m)) : []) {
        changes.push(...classifyOne({ ...diff, path: [...path, method], before: isObject(diff.before) ? diff.before[method] : undefined, after: isObject(diff.after) ? diff.after[method] : undefined }, before, after, seen));
      }
      continue;
    }
    changes.push(...classifyOne(diff, before, after, seen));
  }
  return collapse(changes);
}

function classifyOne(diff: Diff, before: Json, after: Json, seen: Set<string>): CatalogChange[] {
  const path = diff.path as (string | number)[];
  const method = path[2];
  if (typeof method !== 'string' || !methods.has(method)) return [];
  const apiPath = path[1] as string;
  const operation = `${method.toUpperCase()} ${apiPath.startsWith(`${proxyPrefix}/`) ? apiPath.slice(proxyPrefix.length) : apiPath}`;
  const op = at(after, ['paths', apiPath, method]) ?? at(before, ['paths', apiPath, method]);
  const { entry, group } = owner(at(after, ['paths', apiPath, method]) ? after : before, op);
  const input = inputOf(before, after, path, diff);
  const { message, effect } = describe(diff, path, operation, input);
  const change: CatalogChange = { kind: kindOf(diff), operation, ...(entry && { entry }), ...(group && { group }), ...(input && { input }), message, ...(effect && { effect }) };
  const key = `${operation}\0${change.kind}\0${message}`;
  if (seen.has(key)) return [];
  seen.add(key);
  return [change];
}
