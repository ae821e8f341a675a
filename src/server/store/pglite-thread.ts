import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { copyInto } from './copy-in.ts';
import { pgliteArtifacts } from './pglite-artifacts.ts';
import type { ThreadReply, ThreadRequest, ThreadStart } from './pglite-thread-protocol.ts';

/**
 * PGlite on a thread of its own. Its WebAssembly runs synchronously on whichever thread calls it:
 * on the server's thread every statement held up every answer (a transaction of the request log
 * cost ~8 ms there). Here the server's thread only posts the statement and waits for its rows.
 */
function threadPort(): NonNullable<typeof parentPort> {
  if (!parentPort) throw new Error('pglite-thread runs as a worker thread.');
  return parentPort;
}
const port = threadPort();
const { dataDir } = workerData as ThreadStart;

/** PostgreSQL's error fields (code, detail, constraint...) survive the trip; the class does not. */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

const reply = (message: ThreadReply) => port.postMessage(message);

/** A transaction runs inside PGlite's own `transaction()`, which keeps other statements out until it ends. */
interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean, endId: number) => void;
}

const rolledBack = Symbol('rolled back');

async function serve(pglite: PGlite): Promise<void> {
  const open = new Map<number, OpenTransaction>();

  const begin = (id: number) => {
    let endId = 0;
    pglite
      .transaction(async (tx) => {
        await new Promise<void>((resolve, reject) => {
          open.set(id, {
            tx,
            finish: (commit, end) => {
              endId = end;
              if (commit) resolve();
              else reject(rolledBack);
            },
          });
          reply({ id, ok: true, value: null });
        });
      })
      .then(
        () => reply({ id: endId, ok: true, value: null }),
        (error: unknown) => reply(error === rolledBack ? { id: endId, ok: true, value: null } : { id: endId || id, ok: false, error: errorFields(error) }),
      )
      .finally(() => open.delete(id));
  };

  port.on('message', (request: ThreadRequest) => {
    switch (request.op) {
      case 'query': {
        const target = request.tx === undefined ? pglite : open.get(request.tx)?.tx;
        if (!target) {
          reply({ id: request.id, ok: false, error: { message: 'Transaksi basis data sudah berakhir.' } });
          return;
        }
        target.query(request.sql, request.params, { rowMode: 'object' }).then(
          (result) => reply({ id: request.id, ok: true, value: { rows: result.rows, affectedRows: result.affectedRows } }),
          (error: unknown) => reply({ id: request.id, ok: false, error: errorFields(error) }),
        );
        return;
      }
      case 'exec':
        pglite.exec(request.sql, { rowMode: 'object' }).then(
          (results) => reply({ id: request.id, ok: true, value: { rows: results.flatMap((r) => r.rows) } }),
          (error: unknown) => reply({ id: request.id, ok: false, error: errorFields(error) }),
        );
        return;
      case 'copy':
        copyInto(pglite, request.request).then(
          () => reply({ id: request.id, ok: true, value: null }),
          (error: unknown) => reply({ id: request.id, ok: false, error: errorFields(error) }),
        );
        return;
      case 'begin':
        begin(request.id);
        return;
      case 'end': {
        const transaction = open.get(request.tx);
        if (transaction) transaction.finish(request.commit, request.id);
        else reply({ id: request.id, ok: true, value: null });
        return;
      }
      case 'close':
        pglite.close().then(
          () => reply({ id: request.id, ok: true, value: null }),
          (error: unknown) => reply({ id: request.id, ok: false, error: errorFields(error) }),
        );
        return;
    }
  });
}

try {
  const pglite = await PGlite.create({ ...(await pgliteArtifacts()), dataDir });
  await serve(pglite);
  reply({ id: 0, ok: true, value: null });
} catch (error) {
  reply({ id: 0, ok: false, error: errorFields(error) });
}
