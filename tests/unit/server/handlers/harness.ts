import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { buildServer } from '../../../../src/server/app.ts';

export const key = 'kunci-handler';
export const fixtures = join(__dirname, '..', '..', '..', '..', 'public', 'fixtures');

export type Upload = [data: Buffer, name: string, type: string];

export function startServer(): Promise<FastifyInstance> {
  return buildServer({ demo: { apikey: key, token: 'token-handler', limit: 100_000 }, distDir: null });
}

/** A multipart POST as a browser sends it (Response encodes FormData with its boundary). */
export async function postForm(app: FastifyInstance, path: string, fields: Record<string, string>, files: Record<string, Upload[]> = {}): Promise<LightMyRequestResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, list] of Object.entries(files)) for (const [data, file, type] of list) form.append(name, new Blob([new Uint8Array(data)], { type }), file);
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  const url = `/api/proxy${path}${path.includes('?') ? '&' : '?'}apikey=${key}`;
  return app.inject({ method: 'POST', url, payload, headers: { 'content-type': encoded.headers.get('content-type') ?? '' } });
}

/** A picture of one colour (or two halves) in the given format. */
export async function solid(width: number, height: number, colour: string, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })[format]().toBuffer();
}

/** Left half red, right half blue: shows flips and rotations. */
export async function halves(width: number, height: number): Promise<Buffer> {
  const right = await solid(Math.floor(width / 2), height, '#0000ff');
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: right, left: width - Math.floor(width / 2), top: 0 }])
    .png()
    .toBuffer();
}

/** RGBA pixels of an answer picture. */
export async function pixelsOf(png: Buffer): Promise<{ data: Buffer; width: number; height: number; at: (x: number, y: number) => number[] }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)];
  return { data, width: info.width, height: info.height, at };
}
