import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerBody, exampleHeader, noticeHeader, type Answer } from '../../../../src/server/embedded/answer.ts';

/** One route answering whatever the test hands it, as an entry route does. */
async function answering(answers: Answer[]) {
  const app = Fastify();
  let next = 0;
  app.get('/x', async (_request, reply) => answerBody(reply, answers[next++]!));
  await app.ready();
  const bodies = [];
  for (const _ of answers) {
    const res = await app.inject({ method: 'GET', url: '/x' });
    bodies.push({ status: res.statusCode, type: res.headers['content-type'], example: res.headers[exampleHeader.toLowerCase()], notice: res.headers[noticeHeader.toLowerCase()], json: res.json() as unknown });
  }
  await app.close();
  return bodies;
}

describe('an answer of the embedded API', () => {
  it("carries a stored example's own notice at each call, and leaves the catalog's JSON as it is", async () => {
    const stored = { kota: 'Bandung', suhu: 24 };
    const [first, second, other] = await answering([
      { example: 'Bandung cerah', notice: 'Contoh tersimpan.', json: stored },
      { example: 'Bandung cerah', notice: 'Contoh tersimpan.', json: stored },
      { status: 200, example: 'Bandung cerah', notice: 'Layanan cuaca tidak terjangkau.', json: stored },
    ]);
    expect(first).toEqual({ status: 200, type: 'application/json; charset=utf-8', example: 'Bandung%20cerah', notice: 'Contoh%20tersimpan.', json: { kota: 'Bandung', suhu: 24, notice: 'Contoh tersimpan.' } });
    expect(second).toEqual(first);
    expect(other!.json).toEqual({ kota: 'Bandung', suhu: 24, notice: 'Layanan cuaca tidak terjangkau.' });
    expect(stored).toEqual({ kota: 'Bandung', suhu: 24 });
  });

  it('names each input in its own notice, however many inputs one example answers for', async () => {
    const stored = { negara: 'ID' };
    const cities = [...Array.from({ length: 70 }, (_, i) => `Kota ${i}`), 'Kota 0'];
    const bodies = await answering(cities.map((kota) => ({ example: 'Cuaca', notice: `bukan cuaca ${kota} saat ini`, json: stored })));
    expect(bodies.map((b) => (b.json as { notice: string }).notice)).toEqual(cities.map((kota) => `bukan cuaca ${kota} saat ini`));
  });

  it('sends a computed answer as it is at that call, and an example list without a notice field', async () => {
    const computed = { hasil: 1 };
    const list = [{ id: 1 }];
    const [a, b, c] = await answering([{ json: computed }, { status: 201, json: { ...computed, hasil: 2 } }, { example: 'Daftar', notice: 'Contoh tersimpan.', json: list }]);
    expect(a).toMatchObject({ status: 200, json: { hasil: 1 }, notice: undefined });
    expect(b).toMatchObject({ status: 201, json: { hasil: 2 } });
    expect(c).toMatchObject({ json: [{ id: 1 }], notice: 'Contoh%20tersimpan.' });
  });
});
