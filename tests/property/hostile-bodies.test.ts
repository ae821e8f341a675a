import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryUrlPath } from '../../src/catalog/request-plan.ts';
import { maxJsonDepth, transportFaults } from '../../src/catalog/transport-messages.ts';
import { startEmbeddedServer } from '../helpers/embedded-api.ts';
import { allEntries } from '../spec-coverage/harness.ts';

/**
 * Hostile JSON bodies, the kind an outside probe sends: nested far past the limit, or carrying a key
 * that reaches a prototype (`__proto__`, `constructor.prototype`, plain or escaped, at any depth).
 * Every JSON entry of the catalog, every account route and MCP answer them with its own 400 before any
 * handler runs: never a 500, never a sign-in.
 */
const numRuns = Number(process.env.PROPERTY_RUNS ?? 12);
const seed = Number(process.env.PROPERTY_SEED ?? 20261129);
const apikey = 'kunci-hostile';
const token = 'token-hostile';

const server = startEmbeddedServer({ apikey, token, limit: 10_000_000 });

const tooDeep = { status: false, message: transportFaults.JSON_TOO_DEEP[1] };
const prototypeKey = { status: false, message: transportFaults.JSON_PROTOTYPE_KEY[1] };

/** Every route that reads a JSON body: the catalog's JSON entries, the account API and MCP (whose bearer is the API key). */
const targets: { name: string; method: string; url: string; fields: string[]; bearer?: string }[] = [
  ...allEntries
    .filter((e) => e.body === 'json')
    .map((e) => ({
      name: `${e.method} ${e.id}`,
      method: e.method,
      url: `${entryUrlPath(e).replace(/\{[^}]+\}/g, 'x')}?apikey=${apikey}`,
      fields: Object.keys(e.schema.properties ?? {}),
    })),
  ...[
    ['login', ['username', 'password']],
    ['register', ['nama', 'username', 'password']],
    ['password', ['oldPassword', 'newPassword']],
    ['apikey', ['graceSeconds']],
    ['logout', []],
    ['logout-all', []],
  ].map(([route, fields]) => ({ name: `POST auth/${route as string}`, method: 'POST', url: `/api/auth/${route as string}`, fields: fields as string[] })),
  { name: 'POST mcp', method: 'POST', url: '/mcp', fields: ['jsonrpc', 'method'], bearer: apikey },
];

/** Objects or lists nested `depth` levels around a value, as text (a body of 100,000 levels is 200 KB). */
const nested = (depth: number, kind: 'object' | 'array') => (kind === 'object' ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}1${']'.repeat(depth)}`);

/** A deep value, at the top of the body or under one of the route's own fields (so a handler would meet it). */
const deepBody = (fields: string[]) =>
  fc
    .record({
      depth: fc.oneof(fc.integer({ min: maxJsonDepth + 1, max: 200 }), fc.constantFrom(50_000, 100_000)),
      kind: fc.constantFrom<'object' | 'array'>('object', 'array'),
      field: fc.constantFrom(null, ...fields),
    })
    .map(({ depth, kind, field }) => (field ? `{${JSON.stringify(field)}:${nested(depth - 1, kind)}}` : nested(depth, kind)));

/** The route's fields filled with text, a prototype key placed at some depth, spelled plainly or escaped. */
const poisonedBody = (fields: string[]) =>
  fc
    .record({
      key: fc.constantFrom('__proto__', '\\u005f\\u005fproto\\u005f\\u005f', 'constructor'),
      level: fc.integer({ min: 0, max: 3 }),
      values: fc.array(fc.string({ maxLength: 12 }), { minLength: fields.length, maxLength: fields.length }),
    })
    .map(({ key, level, values }) => {
      const poison = key === 'constructor' ? '"constructor":{"prototype":{"polluted":"yes"}}' : `"${key}":{"polluted":"yes"}`;
      const inner = `${'{"a":'.repeat(level)}{${poison}}${'}'.repeat(level)}`;
      const own = fields.map((f, i) => `${JSON.stringify(f)}:${JSON.stringify(values[i])}`);
      return `{${[...own, `"isi":${inner}`].join(',')}}`;
    });

const send = (target: (typeof targets)[number], payload: string) =>
  server.app.inject({
    method: target.method as 'POST',
    url: target.url,
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${target.bearer ?? token}` },
    payload,
  });

describe('body JSON yang bermusuhan dijawab 400 sebelum handler mana pun, tidak pernah 500', () => {
  it.each(targets.map((t) => [t.name, t] as const))('%s', async (_name, target) => {
    await fc.assert(
      fc.asyncProperty(deepBody(target.fields), async (payload) => {
        const res = await send(target, payload);
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: tooDeep });
      }),
      { numRuns, seed },
    );
    await fc.assert(
      fc.asyncProperty(poisonedBody(target.fields), async (payload) => {
        const res = await send(target, payload);
        expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: prototypeKey });
      }),
      { numRuns, seed },
    );
  });
});

describe('batas JSON', () => {
  it(`menerima tepat ${maxJsonDepth} tingkat dan kunci "__proto__" sebagai teks nilai`, async () => {
    const fixJson = targets.find((t) => t.name === 'POST fix-json');
    if (!fixJson) throw new Error('fix-json tidak ada di katalog');
    // The body itself is one level: the value under `code` may nest 63 more.
    const deepest = await send(fixJson, `{"code":"[]","output":"json","isi":${nested(maxJsonDepth - 1, 'array')}}`);
    expect(deepest.statusCode).toBe(200);
    const asText = await send(fixJson, JSON.stringify({ code: '{"kunci":"__proto__"}' }));
    expect(asText.json()).toEqual({ status: true, message: 'JSON berhasil diperbaiki.', data: { kunci: '__proto__' } });
  });

  it('login dengan kunci __proto__ tidak masuk', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"polluted":"yes"},"username":"demo","password":"demo123"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(prototypeKey);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('body kosong bertipe JSON dibaca sebagai {}: logout berhasil, rute yang butuh field menjawab pesannya sendiri', async () => {
    const empty = (url: string, bearer?: string) =>
      server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) }, payload: '' });
    const session = (await server.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo123' } })).json().data.token as string;
    const out = await empty('/api/auth/logout', session);
    expect({ status: out.statusCode, body: out.json() }).toEqual({ status: 200, body: { status: true, message: 'Anda berhasil logout.' } });
    const login = await empty('/api/auth/login');
    expect({ status: login.statusCode, body: login.json() }).toEqual({ status: 400, body: { status: false, message: 'Username dan password tidak boleh kosong.' } });
    const fix = await empty(`/api/proxy/tools/fix-json?apikey=${apikey}`);
    expect({ status: fix.statusCode, body: fix.json() }).toEqual({ status: 400, body: { status: false, message: 'Input JSON tidak boleh kosong.' } });
  });
});
