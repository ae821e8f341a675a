import { accountLockedMessage, accountMessages } from '../account-messages.ts';
import { messages } from '../messages.ts';
import { withoutPrototypeKeys } from './openapi-json-body.ts';

type Json = Record<string, unknown>;

const errorRef = { $ref: '#/components/schemas/Kesalahan' };
export const bearer = { name: 'Authorization', in: 'header', required: true, description: 'Token sesi dari login atau pendaftaran: `Bearer <token>`.', schema: { type: 'string', pattern: '^Bearer .+$' } };

export const fault = (description: string, message: string) => ({ description, content: { 'application/json': { schema: errorRef, example: { status: false, message } } } });
const done = (description: string, message: string, data?: Json) => ({
  description,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['status', 'message', ...(data ? ['data'] : [])],
        properties: { status: { type: 'boolean', const: true }, message: { type: 'string' }, ...(data ? { data: { type: 'object', required: Object.keys(data), properties: Object.fromEntries(Object.keys(data).map((k) => [k, { type: 'string' }])) } } : {}) },
      },
      example: { status: true, message, ...(data ? { data } : {}) },
    },
  },
});
export const jsonBody = (properties: Json, required: string[], example: Json) => ({
  required: true,
  content: { 'application/json': { schema: withoutPrototypeKeys({ type: 'object', required, properties }), example } },
});
const credentials = { apikey: '3f9a0c1b2d4e5f60718293a4b5c6d7e8', token: '9b1f…(64 karakter heksadesimal)' };
/** A 400 with every message the server may give, each as a named example (`pesan-1`...). */
export const refusals = (description: string, list: string[]) => ({
  description,
  content: { 'application/json': { schema: errorRef, examples: Object.fromEntries(list.map((message, i) => [`pesan-${i + 1}`, { summary: message, value: { status: false, message } }])) } },
});
export const noSession = fault('Tanpa sesi yang masih berlaku.', messages.sessionExpired);
export const query = (name: string, description: string, schema: Json) => ({ name, in: 'query', required: false, description, schema });
/** The key whose calls are read: the API bawaan reads the session's account, a portal before an upstream checks the key with the upstream's profile. */
const logKey = query('apikey', 'API key milik sesi ini. Portal yang meneruskan ke API upstream mencatat panggilan per key dan memeriksanya lewat profil; API bawaan membaca akun sesi.', { type: 'string' });
/** A `{ status: true, message, data }` answer whose data has its own schema. */
/** A change of a recent release with its counts in the request log (`calls`, `failing`), plus what `extra` adds. */
export const changeCounted = (extra: Record<string, Json>) => ({
  type: 'object',
  required: ['version', 'date', 'kind', 'operation', 'message', ...Object.keys(extra), 'calls', 'failing'],
  properties: {
    version: { type: 'string' },
    date: { type: 'string' },
    kind: { enum: ['breaking', 'non-breaking', 'documentation'] },
    operation: { type: 'string' },
    entry: { type: 'string' },
    group: { type: 'string' },
    input: { type: 'string' },
    message: { type: 'string' },
    ...extra,
    calls: count,
    failing: { type: ['integer', 'null'], minimum: 0 },
  },
});

export const answered = (description: string, message: string, data: Json, example: Json) => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', required: ['status', 'message', 'data'], properties: { status: { type: 'boolean', const: true }, message: { type: 'string' }, data } },
      example: { status: true, message, data: example },
    },
  },
});
export const count = { type: 'integer', minimum: 0 };
const logItem = {
  type: 'object',
  required: ['id', 'time', 'method', 'entry', 'path', 'status', 'durationMs', 'bytesIn', 'bytesOut', 'client', 'message', 'inputs'],
  properties: {
    id: { type: 'string', format: 'uuid', description: 'Sama dengan header `X-Request-Id` jawabannya.' },
    time: { type: 'string', format: 'date-time' },
    method: { type: 'string' },
    entry: { type: ['string', 'null'], description: 'Id endpoint katalog; null bila path-nya tidak dikenal.' },
    path: { type: 'string' },
    status: { type: 'integer' },
    durationMs: { type: 'number', minimum: 0 },
    bytesIn: count,
    bytesOut: count,
    client: { type: 'string', enum: ['portal', 'curl', 'mcp', 'other'] },
    message: { type: ['string', 'null'], description: 'Pesan penolakan (status 4xx/5xx).' },
    keyId: { type: ['string', 'null'], format: 'uuid', description: 'Id API key yang membuat panggilan (nama-namanya di `GET /api/account/keys`); null bila portal sendiri yang memanggil.' },
    inputs: {
      type: 'object',
      description: 'Isian untuk membuka lagi endpoint-nya: nilai query dan JSON, nama file saja, nama isian rahasia tanpa nilainya.',
      required: ['values', 'files', 'masked'],
      properties: { values: { type: 'object' }, files: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }, masked: { type: 'array', items: { type: 'string' } } },
    },
  },
};
const logExample = {
  id: '5b0c7f0e-8f1a-4a53-9a51-2f3c4d5e6f70',
  time: '2026-11-25T02:00:00.000Z',
  method: 'GET',
  entry: 'cuaca',
  path: '/api/proxy/features/cuaca',
  status: 400,
  durationMs: 2.4,
  bytesIn: 0,
  bytesOut: 58,
  client: 'curl',
  message: 'Nama kota tidak boleh kosong.',
  inputs: { values: { kota: '' }, files: {}, masked: [] },
  keyId: '0193a5c2-7b1e-7c3d-9f00-1a2b3c4d5e70',
};

/** One operation of the account API: no apikey, marked so the catalog importer leaves it out. */
function op(operationId: string, summary: string, description: string, parts: Json): Json {
  return { operationId, summary, description, tags: ['Akun portal'], security: [], 'x-portal-account-api': true, ...parts };
}

/**
 * The portal's account API (src/server/accounts/), as the embedded API answers it and as an
 * upstream must implement it for the portal's sign-up, login, logout and profile pages.
 */
export function accountApiPaths(): Record<string, Json> {
  return {
    '/api/auth/register': {
      post: op('akun-daftar', 'Daftar akun baru', 'Membuat akun peran USER dengan batas harian bawaan, lalu langsung masuk: jawabannya API key dan token sesi. Username 3–32 karakter `a-z0-9_.`, password minimal 8 karakter. Dibatasi per alamat klien.', {
        requestBody: jsonBody(
          { nama: { type: 'string', pattern: '\\S', maxLength: 100, description: 'Tanpa spasi di awal dan akhir: paling sedikit satu huruf.' }, username: { type: 'string', pattern: '^[a-z0-9_.]{3,32}$' }, password: { type: 'string', minLength: 8, maxLength: 200 } },
          ['nama', 'username', 'password'],
          { nama: 'Sari Dewi', username: 'sari.dewi', password: 'rahasia-sari' },
        ),
        responses: { '200': done('Akun dibuat dan sesi dibuka.', accountMessages.registered, credentials), '400': refusals('Input tidak valid.', [accountMessages.namaRequired, accountMessages.namaTooLong, accountMessages.usernameRequired, accountMessages.usernameLength, accountMessages.usernameCharacters, accountMessages.passwordRequired, accountMessages.passwordTooShort, accountMessages.passwordTooLong]), '409': fault('Username sudah dipakai.', accountMessages.usernameTaken), '429': fault('Terlalu banyak pendaftaran dari alamat ini.', 'Terlalu banyak permintaan. Silakan coba lagi dalam 60 detik.') },
      }),
    },
    '/api/auth/login': {
      post: op('akun-login', 'Login', 'Setiap login membuka sesi baru (token sendiri) dan menjawab API key akun. Sepuluh password salah untuk satu akun dalam 15 menit, dari alamat mana pun, mengunci login akun itu selama 15 menit.', {
        requestBody: jsonBody({ username: { type: 'string', pattern: '\\S' }, password: { type: 'string', minLength: 1 } }, ['username', 'password'], { username: 'demo', password: 'demo123' }),
        responses: { '200': done('Sesi baru.', accountMessages.loggedIn, credentials), '400': refusals('Username atau password kosong.', [messages.loginRequired]), '401': fault('Username atau password salah.', messages.loginFailed), '403': fault('Akun dinonaktifkan.', accountMessages.accountDisabled), '429': fault('Login akun ini dikunci sementara.', accountLockedMessage(15)) },
      }),
    },
    '/api/auth/logout': {
      post: op('akun-logout', 'Logout', 'Mengakhiri sesi token ini di server; sesi lain akun itu tetap berlaku.', { parameters: [bearer], responses: { '200': done('Sesi diakhiri.', messages.loggedOut), '401': noSession } }),
    },
    '/api/auth/logout-all': {
      post: op('akun-logout-semua', 'Keluar dari semua perangkat', 'Mengakhiri semua sesi akun, termasuk sesi ini.', { parameters: [bearer], responses: { '200': done('Semua sesi diakhiri.', accountMessages.loggedOutAll), '401': noSession } }),
    },
    '/api/auth/password': {
      post: op('akun-ganti-password', 'Ganti password', 'Mengganti password bila password lama benar; sesi lain akun itu diakhiri, sesi ini tetap.', {
        parameters: [bearer],
        requestBody: jsonBody({ oldPassword: { type: 'string' }, newPassword: { type: 'string', minLength: 8, maxLength: 200 } }, ['oldPassword', 'newPassword'], { oldPassword: 'demo123', newPassword: 'password-baru' }),
        responses: { '200': done('Password diganti.', accountMessages.passwordChanged), '400': refusals('Password lama salah, atau password baru tidak memenuhi syarat.', [accountMessages.passwordsRequired, accountMessages.passwordTooShort, accountMessages.passwordTooLong, accountMessages.oldPasswordWrong]), '401': noSession },
      }),
    },
    '/api/auth/apikey': {
      post: op('akun-api-key-baru', 'Buat API Key baru', 'Membuat API key baru. Key lama tetap berlaku selama `graceSeconds` (0, 3600 atau 86400), lalu ditolak dengan 401.', {
        parameters: [bearer],
        requestBody: jsonBody({ graceSeconds: { type: 'integer', enum: [0, 3600, 86400] } }, ['graceSeconds'], { graceSeconds: 3600 }),
        responses: { '200': done('Key baru.', accountMessages.apikeyCreated, { apikey: credentials.apikey }), '400': refusals('Masa tenggang tidak valid.', [accountMessages.graceInvalid]), '401': noSession },
      }),
    },
    '/api/account/requests': {
      get: op('akun-log-request', 'Log request', 'Panggilan API key akun ini, terbaru lebih dulu, hanya milik akun pemilik sesi. Disimpan `PORTAL_LOG_DAYS` hari (bawaan 30). Halaman berikutnya: `before` = `next` dari jawaban sebelumnya.', {
        parameters: [
          bearer,
          logKey,
          query('limit', 'Banyaknya item, 1–100 (bawaan 20).', { type: 'integer', minimum: 1, maximum: 100 }),
          query('before', 'Id request: hanya yang lebih lama dari itu.', { type: 'string', format: 'uuid' }),
          query('entry', 'Id endpoint (atau path) saja.', { type: 'string', maxLength: 200 }),
          query('status', 'Kode HTTP (`400`) atau kelompoknya (`4xx`).', { type: 'string', pattern: '^[1-5]([0-9][0-9]|xx)$' }),
          query('key', 'Id API key (dari `GET /api/account/keys`): hanya panggilan dengan key itu.', { type: 'string', format: 'uuid' }),
        ],
        responses: {
          '200': answered('Satu halaman log.', accountMessages.requestsListed, { type: 'object', required: ['items', 'next'], properties: { items: { type: 'array', items: logItem }, next: { type: ['string', 'null'], description: 'Nilai `before` untuk halaman berikutnya.' } } }, { items: [logExample], next: null }),
          '400': refusals('Parameter tidak valid.', [accountMessages.logLimitInvalid, accountMessages.logBeforeInvalid, accountMessages.logStatusInvalid, accountMessages.logEntryInvalid, accountMessages.logKeyInvalid]),
          '401': noSession,
        },
      }),
    },
    '/api/account/usage': {
      get: op('akun-pemakaian', 'Pemakaian', 'Jumlah request dan error per hari (per jam untuk `days=1`, 24 jam terakhir), per endpoint dengan p50/p95 durasi, dan per status. Total harian disimpan 400 hari; durasi dihitung dari log request.', {
        parameters: [bearer, logKey, query('days', 'Rentang: 1, 7, 30 atau 90 hari (bawaan 7).', { type: 'integer', enum: [1, 7, 30, 90] })],
        responses: {
          '200': answered(
            'Pemakaian akun ini.',
            accountMessages.usageShown,
            {
              type: 'object',
              required: ['days', 'byEntry', 'byStatus'],
              properties: {
                days: { type: 'array', items: { type: 'object', required: ['date', 'requests', 'errors'], properties: { date: { type: 'string' }, requests: count, errors: count } } },
                byEntry: {
                  type: 'array',
                  items: { type: 'object', required: ['entry', 'requests', 'errors', 'p50Ms', 'p95Ms'], properties: { entry: { type: 'string' }, requests: count, errors: count, p50Ms: { type: ['number', 'null'] }, p95Ms: { type: ['number', 'null'] } } },
                },
                byStatus: { type: 'array', items: { type: 'object', required: ['status', 'count'], properties: { status: { type: 'integer' }, count } } },
              },
            },
            { days: [{ date: '2026-11-25', requests: 3, errors: 1 }], byEntry: [{ entry: 'cuaca', requests: 2, errors: 1, p50Ms: 2.1, p95Ms: 3.8 }], byStatus: [{ status: 200, count: 2 }, { status: 400, count: 1 }] },
          ),
          '400': refusals('Rentang tidak valid.', [accountMessages.usageDaysInvalid]),
          '401': noSession,
        },
      }),
    },
    '/api/account/changes': {
      get: op(
        'akun-perubahan',
        'Perubahan untuk Anda',
        'Perubahan API dari tiga rilis terakhir yang menyentuh endpoint yang dipanggil akun ini dalam 30 hari terakhir: tiap perubahan dengan banyaknya panggilan yang disentuhnya (`calls`) dan yang kini akan ditolak (`failing`: endpoint atau input dihapus, input menjadi wajib, nilai tidak lagi diterima; `null` bila log tidak dapat menilainya). Hanya log akun pemilik sesi yang dihitung.',
        {
          parameters: [bearer, logKey],
          responses: {
            '200': answered(
              'Perubahan yang menyentuh panggilan akun ini.',
              accountMessages.changesListed,
              {
                type: 'object',
                required: ['since', 'items'],
                properties: {
                  since: { type: 'string', format: 'date-time' },
                  items: { type: 'array', items: changeCounted({}) },
                },
              },
              { since: '2026-10-30T00:00:00.000Z', items: [{ version: '2.0.0', date: '2026-11-29', kind: 'breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'width', message: 'Input `width` kini wajib diisi.', calls: 12, failing: 9 }] },
            ),
            '401': noSession,
          },
        },
      ),
    },
  };
}
