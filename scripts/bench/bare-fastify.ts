/**
 * The stack's own ceiling for `npm run load:prism`: a bare Fastify route in the same node that
 * answers what the embedded API answers to `GET features/cuaca` offline (the same JSON, built and
 * serialized per call), with no store, log, key or validation. Prints "Fastify polos di <url>".
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/proxy/features/cuaca', async (request) => {
  const { kota } = request.query as { kota?: string };
  return {
    status: true,
    data: { kota: 'Jakarta', negara: 'ID', kondisi: 'Berawan sebagian', suhu: 31, terasa_seperti: 35, angin: '3.6 km/jam', kelembapan: 66 },
    notice: `Server ini berjalan offline, jadi layanan cuaca luar (Open-Meteo) tidak dihubungi; ini contoh jawaban, bukan cuaca ${kota ?? ''} saat ini.`,
  };
});
const address = await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`Fastify polos di ${address}`);
