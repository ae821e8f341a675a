import { describe, expect, it } from 'vitest';
import type { BuiltRequest } from '../../../src/engine/index.ts';
import { generateSnippet } from '../../../src/snippets/generate.ts';
import { snippetLanguages } from '../../../src/snippets/languages.ts';

const key = 'kunci-rahasia-1234';
const options = { origin: 'http://127.0.0.1:5173', revealApiKey: false, name: 'Unggah' };

function multipart(): BuiltRequest {
  const body = new FormData();
  body.append('caption', 'halo');
  body.append('image', new File(['x'], 'foto.png', { type: 'image/png' }), 'foto.png');
  return { method: 'POST', url: `/api/proxy/tools/upload?apikey=${key}`, headers: {}, body };
}

const json: BuiltRequest = {
  method: 'POST',
  url: `/api/proxy/tools/sql?apikey=${key}`,
  headers: { 'Content-Type': 'application/json' },
  body: '{"sql":"select 1"}',
};

describe('contoh kode dari request yang sama dengan Coba', () => {
  it.each(snippetLanguages.map((l) => l.id))('%s: URL lengkap, API key tersamar, file sebagai path', async (language) => {
    const code = await generateSnippet(language, multipart(), options);
    expect(code).toContain('http://127.0.0.1:5173/api/proxy/tools/upload?apikey=••••••••••••••1234');
    expect(code).not.toContain(key);
    expect(code).toContain('foto.png');
    expect(code).toContain('halo');
  });

  it('API key asli hanya bila diminta', async () => {
    for (const { id } of snippetLanguages) {
      expect(await generateSnippet(id, json, { ...options, revealApiKey: true })).toContain(`apikey=${key}`);
    }
  });

  it('Python requests mengirim body JSON dan file dengan open()', async () => {
    expect(await generateSnippet('python', json, options)).toContain('requests.post(url, json=payload, headers=headers)');
    expect(await generateSnippet('python', multipart(), options)).toContain('"image": ("foto.png", open("foto.png", "rb"), "image/png")');
  });

  it('Postman: koleksi v2.1 siap impor, file sebagai src', async () => {
    const collection = JSON.parse(await generateSnippet('postman', multipart(), options)) as {
      info: { schema: string };
      item: { request: { method: string; body: { mode: string; formdata: unknown[] } } }[];
    };
    expect(collection.info.schema).toContain('v2.1.0');
    expect(collection.item[0].request.method).toBe('POST');
    expect(collection.item[0].request.body).toEqual({
      mode: 'formdata',
      formdata: [
        { key: 'caption', type: 'text', value: 'halo' },
        { key: 'image', type: 'file', src: 'foto.png' },
      ],
    });
  });
});
