import { sql } from 'kysely';
import { benchStore } from './log-store.ts';
import { newRequestId, arrivalOf } from '../../src/server/request-log/request-id.ts';
const { store, accounts } = await benchStore('bench-secret-0123456789abcdef0123456789', 1);
const db = store.db;
const batch = 250, batches = 120;
const mk = () => JSON.stringify(Array.from({ length: batch }, () => { const id = newRequestId(); return { id, account_id: accounts[0]!, at: arrivalOf(id).toISOString(), method: 'GET', entry: 'features/cuaca', path: '/api/proxy/features/cuaca', status: 200, duration_ms: 0.4, bytes_in: 0, bytes_out: 295, client: 'curl', message: null, inputs: { values: { kota: 'Bandung' } }, key_id: null }; }));
const variants: Record<string, (p: string) => Promise<unknown>> = {
  insertOnly: (p) => sql`insert into request_log select * from json_populate_recordset(null::request_log, ${p}::json) on conflict (id) do nothing`.execute(db),
  insertReturning: (p) => sql`with inserted as (insert into request_log select * from json_populate_recordset(null::request_log, ${p}::json) on conflict (id) do nothing returning account_id, at, entry, path, status, duration_ms, client, message) select count(*) from inserted`.execute(db),
  insertReturningId: (p) => sql`with inserted as (insert into request_log select * from json_populate_recordset(null::request_log, ${p}::json) on conflict (id) do nothing returning id) select count(*) from inserted`.execute(db),
};
for (let r = 0; r < 2; r++) for (const [name, run] of Object.entries(variants)) {
  const payloads = Array.from({ length: batches / 2 }, mk);
  const t = performance.now();
  for (const p of payloads) await run(p);
  console.log(name.padEnd(20), ((performance.now() - t) * 1000 / (batch * batches / 2)).toFixed(1), 'µs/row');
}
await store.close();
