import jsQR from 'jsqr';
import { generate } from 'otplib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { startEmbeddedServer } from '../../../../../helpers/embedded-api.ts';

const key = 'kunci-2fa';
const server = startEmbeddedServer({ apikey: key, token: 'token-2fa', limit: 10_000 });

const post = (path: string, payload: object) => server.app.inject({ method: 'POST', url: `/api/proxy/tools/2fa/${path}?apikey=${key}`, payload });

interface Generated {
  status: boolean;
  qrCodeUrl: string;
  secret: string;
  message: string;
}

describe('API bawaan: 2FA', () => {
  it('membuat secret dan QR PNG berisi URI otpauth untuk userId', async () => {
    const res = await post('generate', { userId: 'budi' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Generated;
    expect(body.status).toBe(true);
    expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(body.message).toBe('Pindai QR code dengan aplikasi autentikator, lalu verifikasi dengan token 6 digit.');
    expect(body.qrCodeUrl.startsWith('data:image/png;base64,')).toBe(true);
    const png = PNG.sync.read(Buffer.from(body.qrCodeUrl.split(',')[1], 'base64'));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toMatch(/^otpauth:\/\/totp\//);
    expect(decoded?.data).toContain(`secret=${body.secret}`);
    expect(decoded?.data).toContain('budi');
  });

  it('memverifikasi kode saat ini dari secret yang dibuat', async () => {
    const { secret } = (await post('generate', { userId: 'siti' })).json() as Generated;
    const token = await generate({ secret });
    const res = await post('verify', { userId: 'siti', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Verifikasi 2FA berhasil.', userId: 'siti', verified: true });
  });

  it('kode salah menjawab Verifikasi gagal. dengan isi yang menjelaskan', async () => {
    const { secret } = (await post('generate', { userId: 'andi' })).json() as Generated;
    const right = await generate({ secret });
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const res = await post('verify', { userId: 'andi', token: wrong });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: false,
      message: 'Verifikasi gagal.',
      userId: 'andi',
      verified: false,
      reason: 'Token tidak valid atau sudah kedaluwarsa.',
    });
  });

  it('userId yang belum membuat kode juga gagal', async () => {
    const res = await post('verify', { userId: 'tidak-dikenal', token: '123456' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, message: 'Verifikasi gagal.', verified: false, reason: 'User ID ini belum membuat kode 2FA.' });
  });

  it('membuat ulang mengganti secret: kode dari secret lama ditolak', async () => {
    const first = (await post('generate', { userId: 'rina' })).json() as Generated;
    const second = (await post('generate', { userId: 'rina' })).json() as Generated;
    expect(second.secret).not.toBe(first.secret);
    const res = await post('verify', { userId: 'rina', token: await generate({ secret: first.secret }) });
    expect(res.json().status).toBe(false);
  });

  it('pesan validasi spesifikasi', async () => {
    expect((await post('generate', { userId: '' })).json()).toEqual({ status: false, message: 'User ID tidak boleh kosong.' });
    expect((await post('verify', { userId: 'x' })).json().message).toBe('User ID dan Token tidak boleh kosong.');
    expect((await post('verify', { token: '123456' })).json().message).toBe('User ID dan Token tidak boleh kosong.');
    expect((await post('verify', { userId: 'x', token: '12ab56' })).json().message).toBe('Token harus berupa 6 digit angka.');
  });

  it('kode yang sama tidak bisa dipakai dua kali: percobaan kedua ditolak dengan alasannya', async () => {
    const { secret } = (await post('generate', { userId: 'dewi' })).json() as Generated;
    const token = await generate({ secret });
    expect((await post('verify', { userId: 'dewi', token })).statusCode).toBe(200);
    const again = await post('verify', { userId: 'dewi', token });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      status: false,
      message: 'Verifikasi gagal.',
      userId: 'dewi',
      verified: false,
      reason: 'Kode ini sudah dipakai. Tunggu kode berikutnya di aplikasi autentikator.',
    });
  });

  it('User ID terlalu panjang ditolak dengan pesan katalog', async () => {
    expect((await post('generate', { userId: 'x'.repeat(257) })).json()).toEqual({ status: false, message: 'User ID maksimal 256 karakter.' });
  });
});
