/**
 * `kill -9` at random moments during a stream of writes, round after round on one data folder:
 * every write answered 2xx before the kill is there after the next start, and the store opens
 * without any repair step. Writes in flight at the kill may land or not; answered ones must.
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDataDir } from '../fixtures/store/data-dir.ts';
import { hook, picture, profile, send, sha256, uploadPicture } from './every-kind.ts';
import { startPortal, type PortalProcess } from './portal-process.ts';

const rounds = Number(process.env.CRASH_ROUNDS ?? 20);
// A migrated folder to start from: the first start's initdb is the restart suite's subject, not this one's.
const dataDir = await freshDataDir(tmpdir());
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Acknowledged =
  | { kind: 'upload'; path: string; sha256: string }
  | { kind: 'claim'; userId: string }
  | { kind: 'birthday'; webhookUrl: string; userId: string }
  | { kind: 'subscription'; channelId: string };

/** One write of the cycle; resolves what was acknowledged, or nothing when refused or cut. */
async function writeOne(base: string, round: number, n: number): Promise<Acknowledged | undefined> {
  const id = `${round}-${n}`;
  switch (n % 4) {
    case 0: {
      const data = await picture(id);
      const { code, path } = await uploadPicture(base, data);
      return code === 200 && path ? { kind: 'upload', path, sha256: sha256(data) } : undefined;
    }
    case 1: {
      const userId = `pemain-${id}`;
      const { code } = await send(base, 'POST', '/claim', { query: { userId, waifuid: '1042', imgurl: '/fixtures/waifu.png' } });
      return code === 200 ? { kind: 'claim', userId } : undefined;
    }
    case 2: {
      const webhookUrl = `${hook}/ronde-${round}`;
      const userId = `orang-${id}`;
      const { code } = await send(base, 'POST', '/features/birthday', { body: { webhookUrl, birthdayData: { userId, name: 'Budi', date: '01-02-2000' } } });
      return code === 200 ? { kind: 'birthday', webhookUrl, userId } : undefined;
    }
    default: {
      // Few subscriptions: an account holds at most 200 of a kind.
      if (n % 16 !== 3) return undefined;
      const channelId = `ch-${id}`;
      const { code } = await send(base, 'POST', '/reminders/webhook/weather', { body: { webhookUrl: hook, channelId, kota: 'Bandung', waktu: ['06:30'] } });
      return code === 200 ? { kind: 'subscription', channelId } : undefined;
    }
  }
}

/** Two writers until the process dies under them. */
async function writeUntilKilled(portal: PortalProcess, round: number, acknowledged: Acknowledged[]): Promise<void> {
  let n = 0;
  let firstAnswered: () => void = () => {};
  const answered = new Promise<void>((resolve) => (firstAnswered = resolve));
  const writer = async () => {
    for (;;) {
      const mine = n++;
      try {
        const done = await writeOne(portal.base, round, mine);
        if (done) {
          acknowledged.push(done);
          firstAnswered();
        }
      } catch {
        return; // the connection died with the process
      }
    }
  };
  const writers = [writer(), writer()];
  // The kill comes at a random moment once the stream is flowing: on a slow machine a fixed
  // delay could fall before the first write was even answered.
  let waited: NodeJS.Timeout | undefined;
  const noAnswer = new Promise<never>((_, reject) => (waited = setTimeout(() => reject(new Error(`round ${round}: no write answered in 30 s`)), 30_000)));
  await Promise.race([answered, noAnswer]).finally(() => clearTimeout(waited));
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 600));
  await portal.kill();
  await Promise.all(writers);
}

async function isThere(base: string, write: Acknowledged): Promise<boolean> {
  switch (write.kind) {
    case 'upload': {
      const response = await fetch(`${base}${write.path}`);
      return response.status === 200 && sha256(new Uint8Array(await response.arrayBuffer())) === write.sha256;
    }
    case 'claim':
      return (await send(base, 'GET', '/myclaim', { query: { userId: write.userId } })).code === 200;
    case 'birthday':
      // Replacing answers 404 for a person the book does not hold.
      return (await send(base, 'PUT', '/features/birthday', { body: { webhookUrl: write.webhookUrl, birthdayData: { userId: write.userId, name: 'Budi', date: '01-02-2000' } } })).code === 200;
    case 'subscription': {
      const { body } = await send(base, 'GET', '/reminders/webhook/weather', { query: { channelId: write.channelId } });
      return (body.data as unknown[]).length === 1;
    }
  }
}

describe('kill -9 di tengah penulisan', () => {
  it(`setiap tulisan yang dijawab 2xx masih ada setelah ${rounds} kali dimatikan paksa`, async () => {
    const acknowledged: Acknowledged[] = [];
    let checked = 0;
    for (let round = 0; round <= rounds; round++) {
      const portal = await startPortal({ dataDir }, `portal ronde ${round}`);
      // What the previous round acknowledged, checked on this start (no repair step ran); the
      // last start checks every round's writes again.
      const last = round === rounds;
      const missing: Acknowledged[] = [];
      for (const write of acknowledged.slice(last ? 0 : checked)) if (!(await isThere(portal.base, write))) missing.push(write);
      expect(missing).toEqual([]);
      checked = acknowledged.length;
      if (last) {
        // The count: every acknowledged write (and every check) was counted before it was answered.
        expect((await profile(portal.base)).totalreq).toBeGreaterThanOrEqual(acknowledged.length);
        await portal.stop();
        break;
      }
      await writeUntilKilled(portal, round, acknowledged);
    }
    // A stream that never got a write in would prove nothing.
    expect(acknowledged.length).toBeGreaterThan(rounds);
    expect(new Set(acknowledged.map((w) => w.kind))).toEqual(new Set(['upload', 'claim', 'birthday', 'subscription']));
  }, 600_000);
});
