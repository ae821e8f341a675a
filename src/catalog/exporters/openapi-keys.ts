import { keyCapMax, keyNameMax } from '../account-keys.ts';
import { accountMessages, keysPerAccountReached } from '../account-messages.ts';
import { answered, bearer, fault, jsonBody, noSession, refusals } from './openapi-accounts.ts';

type Json = Record<string, unknown>;

const stamp = { type: 'string', format: 'date-time' };
const accountKey = {
  type: 'object',
  required: ['id', 'name', 'main', 'scope', 'dailyCap', 'createdAt', 'expiresAt', 'lastUsedAt', 'state'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    name: { type: 'string', maxLength: keyNameMax },
    main: { type: 'boolean', description: 'Kunci utama: yang dipakai portal (login mengembalikannya, "Buat API Key baru" menggantinya).' },
    scope: { type: ['array', 'null'], items: { type: 'string' }, description: 'Grup yang boleh dipanggil; null: semua grup paket.' },
    dailyCap: { type: ['integer', 'null'], minimum: 1, description: 'Panggilan per hari UTC untuk key ini saja; null: hanya batas akun.' },
    createdAt: stamp,
    expiresAt: { type: ['string', 'null'], format: 'date-time' },
    lastUsedAt: { type: ['string', 'null'], format: 'date-time', description: 'Panggilan terakhir, tepat sampai menit.' },
    state: { type: 'string', enum: ['aktif', 'tenggang', 'dicabut'] },
  },
};
const example = { id: '0193a5c2-7b1e-7c3d-9f00-1a2b3c4d5e70', name: 'Server cuaca', main: false, scope: ['cuaca'], dailyCap: 500, createdAt: '2026-11-29T08:00:00.000Z', expiresAt: null, lastUsedAt: null, state: 'aktif' };

function op(operationId: string, summary: string, description: string, parts: Json): Json {
  return { operationId, summary, description, tags: ['Akun portal'], security: [], 'x-portal-account-api': true, ...parts };
}

/**
 * `/api/account/keys` (src/server/accounts/key-routes.ts): the developer's named keys beside the
 * main key, each with a scope and a daily cap of its own, up to the plan's `keysPerAccount`.
 */
export function keyApiPaths(): Record<string, Json> {
  return {
    '/api/account/keys': {
      get: op('akun-key-daftar', 'Daftar API key', 'Semua API key akun (kunci utama dan key bernama, termasuk yang dicabut), terbaru lebih dulu, tanpa nilainya; dan jumlah key aktif yang dibolehkan paket.', {
        parameters: [bearer],
        responses: {
          '200': answered('Key akun.', accountMessages.keysListed, { type: 'object', required: ['items', 'keysPerAccount'], properties: { items: { type: 'array', items: accountKey }, keysPerAccount: { type: 'integer', minimum: 1 } } }, { items: [example], keysPerAccount: 5 }),
          '401': noSession,
        },
      }),
      post: op('akun-key-buat', 'Buat API key bernama', 'Key baru di samping kunci utama. Nilainya hanya ada di jawaban ini. Panggilan di luar `scope` dijawab 403; melewati `dailyCap` 429.', {
        parameters: [bearer],
        requestBody: jsonBody(
          { name: { type: 'string', minLength: 1, maxLength: keyNameMax }, scope: { type: ['array', 'null'], items: { type: 'string' }, minItems: 1 }, dailyCap: { type: ['integer', 'null'], minimum: 1, maximum: keyCapMax } },
          ['name'],
          { name: 'Server cuaca', scope: ['cuaca'], dailyCap: 500 },
        ),
        responses: {
          '200': answered('Key baru dan nilainya.', accountMessages.keyCreated, { type: 'object', required: ['apikey', 'key'], properties: { apikey: { type: 'string' }, key: accountKey } }, { apikey: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6', key: example }),
          '400': refusals('Isian tidak valid.', [accountMessages.keyNameInvalid, accountMessages.keyScopeInvalid, accountMessages.keyCapInvalid]),
          '401': noSession,
          '403': fault('Jumlah key aktif paket sudah tercapai.', keysPerAccountReached(1)),
          '409': fault('Nama sudah dipakai key aktif lain.', accountMessages.keyNameTaken),
        },
      }),
    },
    '/api/account/keys/{id}/revoke': {
      post: op('akun-key-cabut', 'Cabut API key bernama', 'Key itu ditolak mulai panggilan berikutnya. Kunci utama tidak dicabut di sini: ganti lewat `POST /api/auth/apikey`.', {
        parameters: [bearer, { name: 'id', in: 'path', required: true, description: 'Id key dari daftar key.', schema: { type: 'string' } }],
        responses: {
          '200': answered('Dicabut.', accountMessages.keyRevoked, { type: 'object' }, {}),
          '400': refusals('Kunci utama.', [accountMessages.mainKeyKept]),
          '401': noSession,
          '404': fault('Key tidak ada pada akun ini atau sudah tidak berlaku.', accountMessages.keyNotFound),
        },
      }),
    },
  };
}
