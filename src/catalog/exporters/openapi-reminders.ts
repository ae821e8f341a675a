import { messages } from '../messages.ts';
import { deliveryMessages } from '../reminder-messages.ts';

type Json = Record<string, unknown>;

/* The account API of reminder delivery (src/server/reminders/routes.ts) in the exported OpenAPI. */

const errorRef = { $ref: '#/components/schemas/Kesalahan' };
const bearer = { name: 'Authorization', in: 'header', required: true, description: 'Token sesi dari login atau pendaftaran: `Bearer <token>`.', schema: { type: 'string', pattern: '^Bearer .+$' } };
const fault = (description: string, message: string) => ({ description, content: { 'application/json': { schema: errorRef, example: { status: false, message } } } });
const noSession = fault('Tanpa sesi yang masih berlaku.', messages.sessionExpired);
const answered = (description: string, message: string, data: Json, example: unknown) => ({
  description,
  content: { 'application/json': { schema: { type: 'object', required: ['status', 'message', 'data'], properties: { status: { type: 'boolean', const: true }, message: { type: 'string' }, data } }, example: { status: true, message, data: example } } },
});
const op = (operationId: string, summary: string, description: string, parts: Json): Json => ({ operationId, summary, description, tags: ['Akun portal'], security: [], 'x-portal-account-api': true, ...parts });
const idParam = (description: string) => ({ name: 'id', in: 'path', required: true, description, schema: { type: 'string' } });

const attempt = {
  type: 'object',
  required: ['id', 'webhookId', 'targetId', 'kind', 'event', 'url', 'attempt', 'status', 'at', 'durationMs', 'nextAttemptAt', 'payload'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    webhookId: { type: 'string', description: 'Header `webhook-id`: sama pada setiap percobaan satu peristiwa.' },
    targetId: { type: 'string', description: 'Id webhook (langganan atau buku ulang tahun).' },
    kind: { type: 'string', enum: ['weather', 'sholat', 'quake', 'birthday'] },
    event: { type: 'string', description: 'Peristiwanya: `cuaca 07:00`, `sholat maghrib 17:54`, `uji`.' },
    url: { type: 'string' },
    attempt: { type: 'integer', minimum: 1 },
    status: { type: ['integer', 'null'], description: 'Status HTTP jawaban penerima; null bila tidak ada jawaban.' },
    error: { type: 'string', description: 'Sebab kegagalan.' },
    at: { type: 'string', format: 'date-time' },
    durationMs: { type: 'integer', minimum: 0 },
    nextAttemptAt: { type: ['string', 'null'], format: 'date-time', description: 'Percobaan berikutnya; null bila tidak ada.' },
    payload: { type: 'object', description: 'JSON yang dikirim (content, embeds, username, avatar_url).' },
  },
};
const attemptExample = { id: '0f8c1a52-6b1e-4c7a-9d0e-2b3c4d5e6f70', webhookId: 'msg_2f1c0a52-6b1e-5c7a-9d0e-2b3c4d5e6f70', targetId: 'wh-cuaca-5b07a1c2d3e4', kind: 'weather', event: 'cuaca 07:00', url: 'https://discord.com/api/webhooks/123/abc', attempt: 1, status: 200, at: '2026-11-29T00:00:01.000Z', durationMs: 84, nextAttemptAt: null, payload: { content: 'Cuaca Jakarta pukul 07:00 WIB: Berawan, 31°C.', username: 'Info Cuaca', embeds: [] } };

export function reminderApiPaths(): Record<string, Json> {
  return {
    '/api/account/deliveries': {
      get: op('akun-pengiriman-webhook', 'Log pengiriman webhook', 'Setiap percobaan pengiriman pengingat akun ini, terbaru lebih dulu (100 terakhir).', {
        parameters: [bearer],
        responses: { '200': answered('Percobaan pengiriman.', deliveryMessages.deliveries, { type: 'array', items: attempt }, [attemptExample]), '401': noSession },
      }),
    },
    '/api/account/deliveries/{id}/replay': {
      post: op('akun-kirim-ulang', 'Kirim ulang', 'Mengirim ulang peristiwa satu percobaan sekarang, sekali, dengan `webhook-id` dan isi yang sama; juga ke webhook yang dinonaktifkan (bila berhasil, webhook aktif lagi).', {
        parameters: [bearer, idParam('Id percobaan dari log pengiriman.')],
        responses: { '200': answered('Percobaan baru.', deliveryMessages.replayed, attempt, attemptExample), '401': noSession, '404': fault('Percobaan tidak ada.', deliveryMessages.attemptUnknown), '410': fault('Webhook sudah dihapus.', deliveryMessages.gone) },
      }),
    },
    '/api/account/deliveries/test': {
      post: op('akun-kirim-uji', 'Kirim uji', 'Mengirim peristiwa uji sebuah webhook sekarang (isi seperti pengingatnya, diawali `[Uji]`), sekali, tanpa percobaan ulang.', {
        parameters: [bearer],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['subscriptionId'], properties: { subscriptionId: { type: 'string' } } }, example: { subscriptionId: 'wh-sholat-5b07a1c2d3e4' } } } },
        responses: { '200': answered('Percobaan uji.', deliveryMessages.tested, attempt, { ...attemptExample, event: 'uji' }), '400': fault('subscriptionId kosong.', deliveryMessages.subscriptionRequired), '401': noSession, '404': fault('Webhook tidak ada.', deliveryMessages.targetUnknown) },
      }),
    },
    '/api/account/webhooks': {
      get: op('akun-webhook', 'Webhook pengingat', 'Langganan cuaca, gempa, sholat dan buku ulang tahun akun ini, dengan jumlah kegagalan berturut-turut dan alasan bila dinonaktifkan.', {
        parameters: [bearer],
        responses: { '200': answered('Webhook akun ini.', deliveryMessages.webhooks, { type: 'array', items: { type: 'object', required: ['id', 'kind', 'webhookUrl', 'failures'], properties: { id: { type: 'string' }, kind: { type: 'string' }, webhookUrl: { type: 'string' }, kota: { type: 'string' }, waktu: { type: 'array', items: { type: 'string' } }, failures: { type: 'integer' }, disabledAt: { type: 'string', format: 'date-time' }, disabledReason: { type: 'string' } } } }, [{ id: 'wh-cuaca-5b07a1c2d3e4', kind: 'weather', webhookUrl: 'https://discord.com/api/webhooks/123/abc', kota: 'Jakarta', waktu: ['07:00'], failures: 0 }]), '401': noSession },
      }),
    },
    '/api/account/webhooks/{id}/secret': {
      post: op('akun-rotasi-secret', 'Secret baru', 'Membuat secret penanda tangan baru sebuah webhook; secret lama tidak berlaku lagi seketika. Secret hanya ditampilkan di jawaban ini.', {
        parameters: [bearer, idParam('Id webhook.')],
        responses: { '200': answered('Secret baru.', deliveryMessages.secretRotated, { type: 'object', required: ['id', 'secret'], properties: { id: { type: 'string' }, secret: { type: 'string', pattern: '^whsec_' } } }, { id: 'wh-cuaca-5b07a1c2d3e4', secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }), '401': noSession, '404': fault('Webhook tidak ada.', deliveryMessages.targetUnknown) },
      }),
    },
    '/api/account/test-channel': {
      get: op('akun-kanal-uji', 'Kanal uji', 'URL kanal uji akun ini: pasang sebagai `webhookUrl` pengingat untuk mencobanya tanpa layanan luar. Pengiriman ke sana tetap di dalam portal.', {
        parameters: [bearer],
        responses: { '200': answered('URL kanal uji.', deliveryMessages.testChannel, { type: 'object', required: ['url'], properties: { url: { type: 'string', format: 'uri' } } }, { url: 'http://localhost:3000/api/test-channel/9f86d081884c7d659a2feaa0c55ad015' }), '401': noSession },
      }),
    },
    '/api/account/test-channel/messages': {
      get: op('akun-pesan-kanal-uji', 'Pesan kanal uji', 'Pesan yang diterima kanal uji, terbaru lebih dulu (100 terakhir), dengan hasil pemeriksaan tanda tangannya terhadap secret webhook akun ini.', {
        parameters: [bearer],
        responses: {
          '200': answered(
            'Pesan kanal uji.',
            deliveryMessages.testMessages,
            { type: 'array', items: { type: 'object', required: ['receivedAt', 'body', 'webhookId', 'signatureValid'], properties: { receivedAt: { type: 'string', format: 'date-time' }, body: { type: 'object' }, webhookId: { type: ['string', 'null'] }, signatureValid: { type: 'boolean' } } } },
            [{ receivedAt: '2026-11-29T00:00:01.000Z', body: attemptExample.payload, webhookId: attemptExample.webhookId, signatureValid: true }],
          ),
          '401': noSession,
        },
      }),
    },
  };
}
