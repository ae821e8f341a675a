import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '../../../../helpers/embedded-api.ts';

const key = 'kunci-handler-nama';

/** A QR entry under any id; `handler` adds the `handler:` line. */
const entryYaml = (id: string, handler?: string) =>
  [
    `id: ${id}`,
    'title: QR',
    'summary: Membuat QR.',
    'tag: internal',
    'method: POST',
    `path: /uji/${id}`,
    ...(handler ? [`handler: ${handler}`] : []),
    'schema:',
    '  type: object',
    '  properties:',
    '    url: { type: string, minLength: 1 }',
    '  required: [url]',
    'response: { kind: image }',
    'error: Gagal.',
    'examples:',
    '  - request: { url: x }',
    '    response: { json: { status: true, dari: contoh } }',
  ].join('\n');

describe('embedded API: the answer comes from the handler the entry names', () => {
  let root: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'katalog-handler-'));
    mkdirSync(join(root, 'uji'));
    writeFileSync(join(root, 'uji', '_group.yaml'), 'label: Uji\ntitle: Uji\norder: 1\nstatus: active\n');
    writeFileSync(join(root, 'uji', 'baru.yaml'), entryYaml('kode-qr-baru', 'qrcode'));
    writeFileSync(join(root, 'uji', 'lama.yaml'), entryYaml('qrcode'));
    app = await portalServer({ catalogRoot: root, demo: { apikey: key, token: 't', limit: 100 }, distDir: null });
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('an entry renamed in YAML keeps its real answer through handler:', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/proxy/uji/kode-qr-baru?apikey=${key}&url=x` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  it('an entry without handler: answers its example, whatever its id', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/proxy/uji/qrcode?apikey=${key}&url=x` });
    expect(res.json()).toEqual({ status: true, dari: 'contoh', notice: expect.stringContaining('contoh jawaban') });
  });
});
