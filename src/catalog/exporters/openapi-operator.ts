import { operatorMessages } from '../operator-messages.ts';
import { answered, bearer, changeCounted, count, fault, jsonBody, noSession, query, refusals } from './openapi-accounts.ts';

type Json = Record<string, unknown>;

const notAdmin = fault('Sesi milik akun yang bukan pengelola (role selain ADMIN).', operatorMessages.adminOnly);
const nullableInt = { type: ['integer', 'null'], minimum: 0 };
const path = (name: string, description: string) => ({ name, in: 'path', required: true, description, schema: { type: 'string' } });
const username = path('username', 'Username akun.');
const stamp = { type: 'string', format: 'date-time' };

const accountSummary = {
  type: 'object',
  required: ['username', 'nama', 'role', 'plan', 'limit', 'disabled', 'createdAt', 'today'],
  properties: { username: { type: 'string' }, nama: { type: 'string' }, role: { type: 'string', enum: ['USER', 'ADMIN'] }, plan: { type: 'string' }, limit: nullableInt, disabled: { type: 'boolean' }, createdAt: stamp, today: count },
};
const upgradeRequest = {
  type: 'object',
  required: ['id', 'username', 'plan', 'note', 'status', 'createdAt', 'decidedAt', 'decidedBy'],
  properties: { id: { type: 'string', format: 'uuid' }, username: { type: 'string' }, plan: { type: 'string' }, note: { type: 'string' }, status: { type: 'string', enum: ['pending', 'approved', 'declined'] }, createdAt: stamp, decidedAt: { type: ['string', 'null'], format: 'date-time' }, decidedBy: { type: ['string', 'null'] } },
};
const items = (schema: Json) => ({ type: 'object', required: ['items'], properties: { items: { type: 'array', items: schema } } });
const changed = { type: 'object', required: ['username', 'plan', 'dailyLimit'], properties: { username: { type: 'string' }, plan: { type: 'string' }, dailyLimit: nullableInt, disabled: { type: 'boolean' } } };
const plain = (description: string, message: string) => answered(description, message, { type: 'object' }, {});
const exampleRequest = { id: '0193a5c2-7b1e-7c3d-9f00-1a2b3c4d5e6f', username: 'sari', plan: 'PREMIUM', note: 'Transfer BCA ref 12345', status: 'pending', createdAt: '2026-11-29T08:00:00.000Z', decidedAt: null, decidedBy: null };

/** One operation of the operator API: a session of role ADMIN, never an apikey. */
function op(operationId: string, summary: string, description: string, parts: Json & { responses: Json }): Json {
  return { operationId, summary, description, tags: ['Operator portal'], security: [], 'x-portal-account-api': true, ...parts, responses: { ...parts.responses, '401': noSession, '403': notAdmin } };
}

/** A developer's operation on plans and upgrades (a session, or nothing for the plans). */
function devOp(operationId: string, summary: string, description: string, parts: Json): Json {
  return { operationId, summary, description, tags: ['Akun portal'], security: [], 'x-portal-account-api': true, ...parts };
}

/**
 * The portal's own operator API (src/server/operator/): the console at `/admin` calls it with the
 * session of an account of role ADMIN; every other session gets 403, no session 401.
 */
export function operatorApiPaths(): Record<string, Json> {
  return {
    '/api/plans': {
      get: devOp('paket-daftar', 'Daftar paket', 'Paket yang dideklarasikan di `catalog/plans.yaml`: batas harian, laju per menit, grup yang dibuka, jumlah key, harga.', {
        responses: { '200': answered('Semua paket, urut seperti di YAML.', operatorMessages.plansListed, items({ type: 'object', required: ['name', 'label', 'dailyCalls', 'price'] }), { items: [{ name: 'USER', label: 'Gratis', dailyCalls: 1000, ratePerMinute: 60, groups: 'all', keysPerAccount: 1, price: 'Gratis', summary: 'Untuk mencoba dan proyek pribadi.' }] }) },
      }),
    },
    '/api/account/upgrade-requests': {
      get: devOp('akun-upgrade-daftar', 'Permintaan upgrade saya', 'Paket akun sekarang dan permintaan upgrade-nya, terbaru lebih dulu.', {
        parameters: [bearer],
        responses: { '200': answered('Paket dan permintaan.', operatorMessages.upgradeListed, { type: 'object', required: ['plan', 'items'], properties: { plan: { type: 'string' }, items: { type: 'array', items: upgradeRequest } } }, { plan: 'USER', items: [exampleRequest] }), '401': noSession },
      }),
      post: devOp('akun-upgrade-ajukan', 'Ajukan upgrade', 'Mencatat permintaan pindah paket dengan catatan (misalnya referensi transfer); pengelola menyetujui atau menolaknya di konsol. Satu permintaan menunggu per akun.', {
        parameters: [bearer],
        requestBody: jsonBody({ plan: { type: 'string' }, note: { type: 'string', maxLength: 500 } }, ['plan'], { plan: 'PREMIUM', note: 'Transfer BCA ref 12345' }),
        responses: {
          '200': answered('Permintaan tercatat.', operatorMessages.upgradeRequested, upgradeRequest, exampleRequest),
          '400': refusals('Paket atau catatan tidak valid.', [operatorMessages.planUnknown, operatorMessages.upgradeNoteTooLong, operatorMessages.upgradeSamePlan]),
          '401': noSession,
          '409': fault('Masih ada permintaan yang menunggu.', operatorMessages.upgradePending),
        },
      }),
    },
    '/api/admin/accounts': {
      get: op('admin-akun-cari', 'Cari akun', 'Akun yang username atau namanya memuat `q` (semua bila kosong), terbaru lebih dulu, paling banyak 50, dengan jumlah panggilan hari ini.', {
        parameters: [bearer, query('q', 'Sebagian username atau nama.', { type: 'string', maxLength: 100 })],
        responses: { '200': answered('Akun yang cocok.', operatorMessages.accountsListed, items(accountSummary), { items: [{ username: 'sari', nama: 'Sari Dewi', role: 'USER', plan: 'USER', limit: 1000, disabled: false, createdAt: '2026-11-01T08:00:00.000Z', today: 12 }] }), '400': refusals('q terlalu panjang.', [operatorMessages.queryTooLong]) },
      }),
    },
    '/api/admin/accounts/{username}': {
      get: op('admin-akun-detail', 'Detail akun', 'Paket, hitungan hari ini, API key (aktif, tenggang, dicabut), sesi yang masih berlaku, 20 panggilan terakhir dan permintaan upgrade.', {
        parameters: [bearer, username],
        responses: { '200': answered('Akun.', operatorMessages.accountShown, { type: 'object', required: ['username', 'keys', 'sessions', 'recentCalls', 'upgradeRequests'] }, { username: 'sari' }), '404': fault('Akun tidak ada.', operatorMessages.accountNotFound) },
      }),
      patch: op('admin-akun-ubah', 'Ubah akun', 'Salah satu atau beberapa dari `plan`, `dailyLimit` (null: tanpa batas), `disabled`. Paket baru membawa batas hariannya kecuali `dailyLimit` ikut dikirim. Berlaku pada panggilan berikutnya di setiap instance; dicatat di log audit.', {
        parameters: [bearer, username],
        requestBody: jsonBody({ plan: { type: 'string' }, dailyLimit: nullableInt, disabled: { type: 'boolean' } }, [], { dailyLimit: 5000 }),
        responses: {
          '200': answered('Akun sesudah perubahan.', operatorMessages.accountChanged, changed, { username: 'sari', plan: 'USER', dailyLimit: 5000, disabled: false }),
          '400': refusals('Perubahan tidak valid.', [operatorMessages.changesRequired, operatorMessages.planUnknown, operatorMessages.limitInvalid, operatorMessages.disabledInvalid, operatorMessages.selfDisable]),
          '404': fault('Akun tidak ada.', operatorMessages.accountNotFound),
        },
      }),
    },
    '/api/admin/accounts/{username}/password': {
      post: op('admin-akun-reset-password', 'Reset password', 'Password baru (acak bila tidak dikirim); semua sesi akun diakhiri.', {
        parameters: [bearer, username],
        requestBody: { ...jsonBody({ password: { type: 'string', minLength: 8, maxLength: 200 } }, [], {}), required: false },
        responses: { '200': answered('Password baru.', operatorMessages.passwordReset, { type: 'object', required: ['password'], properties: { password: { type: 'string' } } }, { password: 'a1b2c3d4e5f6a7b8' }), '404': fault('Akun tidak ada.', operatorMessages.accountNotFound) },
      }),
    },
    '/api/admin/accounts/{username}/sessions/end': {
      post: op('admin-akun-akhiri-sesi', 'Akhiri semua sesi', 'Semua perangkat akun harus login kembali.', {
        parameters: [bearer, username],
        responses: { '200': answered('Jumlah sesi yang diakhiri.', operatorMessages.sessionsEnded, { type: 'object', required: ['ended'], properties: { ended: count } }, { ended: 2 }), '404': fault('Akun tidak ada.', operatorMessages.accountNotFound) },
      }),
    },
    '/api/admin/accounts/{username}/keys/{keyId}/revoke': {
      post: op('admin-akun-cabut-key', 'Cabut API key', 'Key itu ditolak mulai panggilan berikutnya; login berikutnya membuat key baru.', {
        parameters: [bearer, username, path('keyId', 'Id key dari detail akun.')],
        responses: { '200': plain('Dicabut.', operatorMessages.keyRevoked), '400': refusals('Key tidak ada atau sudah tidak berlaku.', [operatorMessages.keyNotFound]), '404': fault('Akun tidak ada.', operatorMessages.accountNotFound) },
      }),
    },
    '/api/admin/upgrade-requests': {
      get: op('admin-upgrade-daftar', 'Permintaan upgrade', 'Terbaru lebih dulu; `status` menyaring.', {
        parameters: [bearer, query('status', 'pending, approved atau declined.', { type: 'string', enum: ['pending', 'approved', 'declined'] })],
        responses: { '200': answered('Permintaan.', operatorMessages.upgradeListed, items(upgradeRequest), { items: [exampleRequest] }) },
      }),
    },
    ...Object.fromEntries(
      (['approve', 'decline'] as const).map((decision) => [
        `/api/admin/upgrade-requests/{id}/${decision}`,
        {
          post: op(`admin-upgrade-${decision === 'approve' ? 'setujui' : 'tolak'}`, decision === 'approve' ? 'Setujui upgrade' : 'Tolak upgrade', decision === 'approve' ? 'Akun pindah ke paket yang diminta beserta batas hariannya, berlaku pada panggilan berikutnya.' : 'Paket akun tidak berubah; pengembang melihat penolakan di profilnya.', {
            parameters: [bearer, path('id', 'Id permintaan.')],
            responses: {
              '200': decision === 'approve' ? answered('Disetujui.', operatorMessages.upgradeApproved, changed, { username: 'sari', plan: 'PREMIUM', dailyLimit: 20000 }) : plain('Ditolak.', operatorMessages.upgradeDeclined),
              '404': fault('Permintaan tidak ada.', operatorMessages.upgradeNotFound),
              '409': fault('Sudah diputuskan.', operatorMessages.upgradeDecided),
            },
          }),
        },
      ]),
    ),
    '/api/admin/overview': {
      get: op('admin-ringkasan', 'Ringkasan pemakaian API', 'Seluruh API dari log request: total, panggilan dan error per jam/hari, per endpoint (p50/p95, tingkat error, pesan teratas), akun teratas, klien (portal, cURL, MCP dan agen AI, lainnya), pendaftaran baru.', {
        parameters: [bearer, query('range', 'Rentang (bawaan 24h).', { type: 'string', enum: ['24h', '7d', '30d', '90d'] })],
        responses: {
          '200': answered(
            'Ringkasan.',
            operatorMessages.overviewShown,
            { type: 'object', required: ['range', 'totals', 'series', 'entries', 'accounts', 'clients', 'signups'], properties: { totals: { type: 'object', required: ['calls', 'errors', 'errorRate', 'activeAccounts', 'signups'], properties: { calls: count, errors: count, errorRate: { type: 'number' }, activeAccounts: count, signups: count } } } },
            { range: '24h', totals: { calls: 120, errors: 6, errorRate: 0.05, activeAccounts: 4, signups: 1 }, series: [], entries: [], accounts: [], clients: [{ client: 'portal', calls: 100 }], signups: [] },
          ),
          '400': refusals('Rentang tidak valid.', [operatorMessages.rangeInvalid]),
        },
      }),
    },
    '/api/admin/changes': {
      get: op(
        'admin-dampak-perubahan',
        'Dampak perubahan API',
        'Setiap perubahan endpoint dari tiga rilis terakhir, dengan banyaknya akun yang memanggil endpoint itu dalam 30 hari terakhir (`accounts`), panggilan mereka (`calls`) dan panggilan yang kini akan ditolak (`failing`: endpoint atau input dihapus, input menjadi wajib, nilai tidak lagi diterima; `null` bila log tidak dapat menilainya). Angkanya adalah jumlah dari yang dilihat setiap akun di *Perubahan untuk Anda* (`GET /api/account/changes`).',
        {
          parameters: [bearer],
          responses: {
            '200': answered(
              'Dampak setiap perubahan.',
              operatorMessages.changesImpactShown,
              {
                type: 'object',
                required: ['since', 'items'],
                properties: {
                  since: stamp,
                  items: { type: 'array', items: changeCounted({ accounts: count }) },
                },
              },
              { since: '2026-10-30T00:00:00.000Z', items: [{ version: '2.0.0', date: '2026-11-29', kind: 'breaking', operation: 'POST /tools/qrcode', entry: 'qrcode', group: 'tools', input: 'width', message: 'Input `width` kini wajib diisi.', accounts: 3, calls: 41, failing: 17 }] },
            ),
          },
        },
      ),
    },
    '/api/admin/audit': {
      get: op('admin-audit', 'Log audit', 'Setiap perubahan dari konsol atau baris perintah: siapa, apa, sebelum, sesudah, kapan. Terbaru lebih dulu, 200 terakhir; `target` menyaring satu akun atau permintaan.', {
        parameters: [bearer, query('target', 'Username atau id permintaan.', { type: 'string' })],
        responses: {
          '200': answered('Perubahan.', operatorMessages.auditListed, items({ type: 'object', required: ['id', 'at', 'actor', 'action', 'target', 'before', 'after'] }), {
            items: [{ id: '0193a5c2-7b1e-7c3d-9f00-1a2b3c4d5e70', at: '2026-11-29T08:05:00.000Z', actor: 'pengelola', action: 'account.change', target: 'sari', before: { plan: 'USER', dailyLimit: 1000 }, after: { plan: 'PREMIUM', dailyLimit: 20000 } }],
          }),
        },
      }),
    },
  };
}
