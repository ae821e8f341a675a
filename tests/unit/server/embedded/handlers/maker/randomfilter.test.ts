import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { halves, pixelsOf, postForm, solid, startServer } from '../../../../../helpers/handlers.ts';

let app: FastifyInstance;
let grey: Buffer;
let colour: Buffer;
beforeAll(async () => {
  app = await startServer();
  grey = await solid(60, 40, '#808080');
  colour = await solid(60, 40, '#c04020', 'jpeg');
});
afterAll(() => app.close());

async function filtered(image: Buffer, query: string) {
  const res = await postForm(app, `/maker/randomfilter?${query}`, {}, { image: [[image, 'foto.png', 'image/png']] });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.headers['x-portal-example']).toBeUndefined();
  return pixelsOf(res.rawPayload);
}

describe('Image Filter: setiap filter mengubah gambar sebagaimana mestinya', () => {
  it('grayscale membuat R = G = B pada foto berwarna', async () => {
    const [r, g, b] = (await filtered(colour, 'filter=grayscale')).at(30, 20);
    expect(r).toBe(g);
    expect(g).toBe(b);
  });

  it('sepia membuat R ≥ G ≥ B pada gambar abu-abu, dan tidak abu-abu lagi', async () => {
    const [r, g, b] = (await filtered(grey, 'filter=sepia')).at(30, 20);
    expect(r).toBeGreaterThanOrEqual(g);
    expect(g).toBeGreaterThanOrEqual(b);
    expect(r - b).toBeGreaterThan(20);
  });

  it('invert membalik setiap kanal', async () => {
    const [r, g, b] = (await filtered(await solid(10, 10, '#c86432'), 'filter=invert')).at(5, 5);
    expect([r, g, b]).toEqual([255 - 200, 255 - 100, 255 - 50]);
  });

  it('brightness 0.5 menerangkan, -0.5 menggelapkan', async () => {
    expect((await filtered(grey, 'filter=brightness&value=0.5')).at(5, 5)[0]).toBeGreaterThan(180);
    expect((await filtered(grey, 'filter=brightness&value=-0.5')).at(5, 5)[0]).toBeLessThan(80);
  });

  it('contrast 0.8 menjauhkan dari abu-abu tengah, -0.8 mendekatkan', async () => {
    const light = await solid(10, 10, '#b4b4b4');
    expect((await filtered(light, 'filter=contrast&value=0.8')).at(5, 5)[0]).toBeGreaterThan(230);
    expect((await filtered(light, 'filter=contrast&value=-0.8')).at(5, 5)[0]).toBeLessThan(150);
  });

  it('saturate 100 menjauhkan kanal satu sama lain', async () => {
    const [r, , b] = (await filtered(await solid(10, 10, '#a07060'), 'filter=saturate&value=100')).at(5, 5);
    expect(r - b).toBeGreaterThan(0xa0 - 0x60);
  });

  it('blur melunakkan batas merah-biru', async () => {
    const sharpEdge = await halves(60, 40);
    const edge = (await filtered(sharpEdge, 'filter=blur&value=10')).at(29, 20);
    expect(edge[0]).toBeGreaterThan(40);
    expect(edge[2]).toBeGreaterThan(40);
  });

  it('posterize 2 menyisakan hanya 0 atau 255 per kanal', async () => {
    const { data } = await filtered(colour, 'filter=posterize&value=2');
    for (let i = 0; i < data.length; i += 4) for (const v of data.subarray(i, i + 3)) expect([0, 255]).toContain(v);
  });

  it('pixelate 20 membuat blok berwarna sama', async () => {
    const picture = await filtered(await halves(60, 40), 'filter=pixelate&value=20');
    expect(picture.at(0, 0)).toEqual(picture.at(19, 19));
    expect(picture.at(40, 0)).toEqual(picture.at(59, 19));
  });

  it('rotate 90 menukar lebar dan tinggi', async () => {
    const picture = await filtered(await halves(60, 40), 'filter=rotate&value=90');
    expect([picture.width, picture.height]).toEqual([40, 60]);
    // Clockwise: the red left half comes to the top.
    expect(picture.at(20, 5).slice(0, 3)).toEqual([255, 0, 0]);
  });

  it('rotate dengan sudut sangat besar memutar sisa putarannya, tidak menolak gambar', async () => {
    // 1000000090 degrees are 2777778 whole turns and 10 degrees.
    const huge = await filtered(await halves(60, 40), 'filter=rotate&value=1000000090');
    const ninety = await filtered(await halves(60, 40), 'filter=rotate&value=' + (1000000090 % 360));
    expect([huge.width, huge.height]).toEqual([ninety.width, ninety.height]);
  });

  it('flip horizontal menukar kiri-kanan, vertical menukar atas-bawah', async () => {
    const horizontal = await filtered(await halves(60, 40), 'filter=flip&direction=horizontal');
    expect(horizontal.at(5, 20).slice(0, 3)).toEqual([0, 0, 255]);
    const vertical = await filtered(await halves(60, 40), 'filter=flip&direction=vertical');
    expect(vertical.at(5, 20).slice(0, 3)).toEqual([255, 0, 0]);
  });

  it('circle memotong persegi tengah menjadi lingkaran di atas latar transparan', async () => {
    const picture = await filtered(grey, 'filter=circle');
    expect([picture.width, picture.height]).toEqual([40, 40]);
    expect(picture.at(0, 0)[3]).toBe(0);
    expect(picture.at(20, 20)[3]).toBe(255);
  });

  it.each(['clarendon', 'gingham', 'moon', 'nashville', 'lark', 'reyes', 'juno'])('gaya %s mengubah warna foto', async (style) => {
    const before = await pixelsOf(colour);
    const after = await filtered(colour, `filter=${style}`);
    expect(after.at(30, 20).slice(0, 3)).not.toEqual(before.at(30, 20).slice(0, 3));
  });

  it('gaya moon hitam-putih: R = G = B', async () => {
    const [r, g, b] = (await filtered(colour, 'filter=moon')).at(30, 20);
    expect(r).toBe(g);
    expect(g).toBe(b);
  });

  it('filter tanpa nilai yang wajib menjawab pesan katalog', async () => {
    const res = await postForm(app, '/maker/randomfilter?filter=blur', {}, { image: [[grey, 'foto.png', 'image/png']] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Nilai filter wajib diisi untuk filter ini.' });
  });
});
