import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../src/catalog/types.ts';
import { shareLink, shareQuery } from '../../../src/share/link.ts';
import { readShareQuery } from '../../../src/share/read-share-query.ts';

const schema: JsonSchema = {
  type: 'object',
  properties: {
    url: { type: 'string' },
    width: { type: 'integer' },
    payload: { type: 'array', items: { type: 'object' } },
    image: { type: 'object', 'x-file': { accept: ['image/png'] } },
  },
};
const entry = { group: 'tools', id: 'qrcode', schema };

describe('tautan berbagi', () => {
  it('membawa isian bukan rahasia dan membacanya kembali dengan tipe yang benar', () => {
    const inputs = { url: 'https://contoh.id/a?b=1&c', width: 300, payload: [{ key: 'id', value: '7' }] };
    const link = shareLink('http://127.0.0.1:5173', entry, inputs);
    expect(link.startsWith('http://127.0.0.1:5173/dashboard/tools/qrcode?coba=1&in.url=')).toBe(true);
    expect(readShareQuery(new URL(link).search, entry)).toEqual({ values: inputs, ignored: [] });
  });

  it('tidak pernah membawa apikey, token atau file', () => {
    const query = shareQuery({ url: 'x', apikey: 'rahasia', token: 'jwt', image: { id: 'file-1', name: 'foto.png', size: 3, type: 'image/png' } });
    expect(query).toBe('coba=1&in.url=x');
  });

  it('parameter asing, file, atau bertipe salah diabaikan dengan catatan, bukan error', () => {
    const read = readShareQuery('?in.url=a&in.width=lebar&in.apikey=k&in.image=foto.png&in.hilang=1&in.payload=%5Bx', entry);
    expect(read).toEqual({ values: { url: 'a' }, ignored: ['width', 'apikey', 'image', 'hilang', 'payload'] });
  });

  it('tautan tanpa isian tidak mengubah formulir', () => {
    expect(readShareQuery('?coba=1', entry)).toBeNull();
  });
});
