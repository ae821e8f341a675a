import assert from 'node:assert/strict';
import type { Request } from 'playwright-core';
import { inputLocation } from '../../../src/catalog/request-plan.ts';
import { demo } from '../harness.ts';
import type { EntryPlan } from './plan.ts';

/** A multipart body holds a text part `name` = `value`. */
function hasPart(body: string, name: string, value: string): boolean {
  return body.includes(`name="${name}"\r\n\r\n${value}\r\n`);
}

/** A multipart body holds a file part `name` with this file name. */
function hasFile(body: string, name: string, fileName: string): boolean {
  return body.includes(`name="${name}"; filename="${fileName}"`);
}

/**
 * The request the 'Coba' sent carries the example: the entry's method and path (path parameters
 * filled), the user's apikey, every input where the catalog says it travels (query, JSON body or
 * multipart part; key/value pairs as their own fields; files under their names). Inputs the form
 * hides (e.g. the leaderboard's type and limit) must still go out with the example's values.
 * Chromium does not hand a fetch's FormData body holding files to the test (playwright#6479,
 * #24077): then the multipart parts go unchecked here, the query and the content type still are.
 */
/** True for the entry's own call (not the profile refresh that follows it). */
export function isEntryCall(plan: EntryPlan, request: Request): boolean {
  const prefix = `/api/proxy${plan.entry.path.split('{')[0]}`;
  return request.method() === plan.entry.method && new URL(request.url()).pathname.startsWith(prefix);
}

export function checkSentRequest(plan: EntryPlan, request: Request): void {
  const { entry, inputs } = plan;
  const url = new URL(request.url());
  assert.equal(request.method(), entry.method, 'metode request');
  const query = url.searchParams;
  const body = request.postDataBuffer()?.toString('utf8') ?? '';
  const json = entry.body === 'json' ? (JSON.parse(body || '{}') as Record<string, unknown>) : {};
  if (entry.body === 'multipart') assert.match(request.headers()['content-type'] ?? '', /^multipart\/form-data/, 'body multipart');
  const partsVisible = entry.body === 'multipart' && body !== '';
  /** The value sent for one field name in the input's place, or undefined when the test cannot see it. */
  const sentValue = (where: string, name: string, text: string): unknown => {
    if (where === 'query') return query.get(name);
    if (entry.body === 'json') return json[name];
    if (!partsVisible) return undefined;
    return hasPart(body, name, text) ? text : null;
  };
  let path = entry.path;
  for (const [name, value] of Object.entries(inputs)) {
    const prop = entry.schema.properties?.[name] ?? {};
    const where = inputLocation(entry, name, prop);
    const isFile = prop['x-file'] !== undefined || prop.items?.['x-file'] !== undefined;
    if (where === 'path') {
      path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    } else if (prop['x-pairs'] !== undefined && Array.isArray(value)) {
      for (const pair of value as { key: string; value: string }[]) {
        const sent = sentValue(where, pair.key, pair.value);
        if (sent !== undefined) assert.equal(sent, pair.value, `pasangan ${pair.key} dari '${name}' terkirim`);
      }
    } else if (isFile) {
      if (!partsVisible) continue;
      for (const fileName of Array.isArray(value) ? value : [value]) assert.ok(hasFile(body, name, String(fileName)), `file ${String(fileName)} terkirim sebagai '${name}'`);
    } else if (where === 'body' && entry.body === 'json') {
      assert.deepEqual(json[name], value, `field JSON '${name}'`);
    } else {
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
      const sent = sentValue(where, name, text);
      if (sent !== undefined) assert.equal(sent, text, `input '${name}' (${where})`);
    }
  }
  assert.equal(url.pathname, `/api/proxy${path}`, 'path request');
  assert.equal(query.get('apikey'), demo.apikey, 'apikey dari sesi');
}
