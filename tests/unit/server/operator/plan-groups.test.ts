/** A plan that opens some groups only: a call into another group answers 403 in Indonesian. */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { operatorMessages } from '../../../../src/catalog/operator-messages.ts';
import { portalServer, projectRoot } from '../../../helpers/embedded-api.ts';

let app: FastifyInstance | undefined;
let folder: string | undefined;
afterEach(async () => {
  await app?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  app = folder = undefined;
});

const plans = `plans:
  - { name: USER, label: Gratis, dailyCalls: 100, ratePerMinute: 60, groups: all, keysPerAccount: 1, price: Gratis, summary: Semua grup. }
  - { name: PELAJAR, label: Pelajar, dailyCalls: 100, ratePerMinute: 60, groups: [pendidikan], keysPerAccount: 1, price: Gratis, summary: Hanya pendidikan. }
`;

describe('a plan that opens some groups', () => {
  it('refuses a call outside its groups with 403, and answers inside them', async () => {
    folder = mkdtempSync(join(tmpdir(), 'katalog-paket-'));
    cpSync(join(projectRoot, 'catalog'), folder, { recursive: true });
    writeFileSync(join(folder, 'plans.yaml'), plans);
    app = await portalServer({ catalogRoot: folder, demo: { apikey: 'kunci-demo', token: 'token-demo' }, admin: { username: 'pengelola', password: 'rahasia-pengelola' } });
    const op = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'pengelola', password: 'rahasia-pengelola' } })).json().data;
    const changed = await app.inject({ method: 'PATCH', url: '/api/admin/accounts/demo', headers: { authorization: `Bearer ${op.token}` }, payload: { plan: 'PELAJAR' } });
    expect(changed.json().data).toMatchObject({ plan: 'PELAJAR', dailyLimit: 100 });
    const outside = await app.inject({ method: 'GET', url: '/api/proxy/features/cuaca?kota=Bandung&apikey=kunci-demo' });
    expect([outside.statusCode, outside.json()]).toEqual([403, { status: false, message: operatorMessages.groupNotInPlan }]);
    const inside = await app.inject({ method: 'GET', url: '/api/proxy/features/pddikti-browser/budi?apikey=kunci-demo' });
    expect(inside.statusCode).not.toBe(403);
  });
});
