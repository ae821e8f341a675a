import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalServer } from '../../../helpers/embedded-api.ts';
import type { RoutePreloads } from '../../../../src/server/shell/route-preload-map.ts';

let app: FastifyInstance;
let dist: string;

const map: RoutePreloads = {
  homePage: ['/assets/HomePage-1.js'],
  loginPage: ['/assets/LoginPage-1.js', '/assets/PasswordField-1.js'],
  groupPage: ['/assets/GroupView-1.js', '/assets/ui-1.js', '/assets/ui-1.css'],
  profilePage: ['/assets/ProfilePage-1.js'],
  signupPage: ['/assets/SignupPage-1.js', '/assets/form-1.js'],
  tryPanel: ['/assets/TryPanel-1.js', '/assets/ui-1.js', '/assets/TryPanel-1.css'],
  groups: { tools: ['/assets/tools-1.js'] },
  entries: { qrcode: ['/assets/ImageView-1.js'] },
};

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-preload-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>');
  writeFileSync(join(dist, '.vite', 'route-preload.json'), JSON.stringify(map));
  app = await portalServer({ distDir: dist });
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const preloaded = (html: string) => [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map((m) => `${m[1]} ${m[2]}`);

describe('HTML menyebut chunk rute sejak awal', () => {
  it('tautan dalam ke endpoint memuat halaman grup, chunk grup, form Coba dan renderer-nya sekaligus, masing-masing sekali', async () => {
    const res = await app.inject({ url: '/dashboard/tools/qrcode' });
    expect(preloaded(res.body)).toEqual([
      'modulepreload /assets/GroupView-1.js',
      'modulepreload /assets/ui-1.js',
      'stylesheet /assets/ui-1.css',
      'modulepreload /assets/tools-1.js',
      'modulepreload /assets/TryPanel-1.js',
      'stylesheet /assets/TryPanel-1.css',
      'modulepreload /assets/ImageView-1.js',
    ]);
  });

  it('halaman grup tanpa endpoint tidak memuat form; dashboard dan grup tak dikenal tidak menambah apa pun', async () => {
    expect(preloaded((await app.inject({ url: '/dashboard/tools' })).body)).toEqual([
      'modulepreload /assets/GroupView-1.js',
      'modulepreload /assets/ui-1.js',
      'stylesheet /assets/ui-1.css',
      'modulepreload /assets/tools-1.js',
    ]);
    expect(preloaded((await app.inject({ url: '/dashboard' })).body)).toEqual([]);
    expect(preloaded((await app.inject({ url: '/dashboard/tidak-ada/qrcode' })).body)).toEqual([]);
  });

  it('beranda, Masuk, profil dan Daftar memuat halamannya sendiri sejak awal', async () => {
    expect(preloaded((await app.inject({ url: '/' })).body)).toEqual(['modulepreload /assets/HomePage-1.js']);
    expect(preloaded((await app.inject({ url: '/login' })).body)).toEqual(['modulepreload /assets/LoginPage-1.js', 'modulepreload /assets/PasswordField-1.js']);
    expect(preloaded((await app.inject({ url: '/profile' })).body)).toEqual(['modulepreload /assets/ProfilePage-1.js']);
    expect(preloaded((await app.inject({ url: '/daftar' })).body)).toEqual(['modulepreload /assets/SignupPage-1.js', 'modulepreload /assets/form-1.js']);
    expect(preloaded((await app.inject({ url: '/login?next=%2Fprofile' })).body)).toEqual(['modulepreload /assets/LoginPage-1.js', 'modulepreload /assets/PasswordField-1.js']);
  });

  it('setiap rute punya ETag sendiri', async () => {
    const a = await app.inject({ url: '/dashboard/tools/qrcode' });
    const b = await app.inject({ url: '/dashboard' });
    expect(a.headers.etag).not.toBe(b.headers.etag);
  });
});
