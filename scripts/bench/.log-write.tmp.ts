import { benchStore } from './log-store.ts';
import { newRequestId, arrivalOf } from '../../src/server/request-log/request-id.ts';
const { store, repos, accounts } = await benchStore('bench-secret-0123456789abcdef0123456789', 1);
const batch = 250, batches = Number(process.env.B ?? 120);
const mk = () => Array.from({ length: batch }, () => { const id = newRequestId(); return { id, accountId: accounts[0]!, at: arrivalOf(id), method: 'GET', entry: 'features/cuaca', path: '/api/proxy/features/cuaca', status: 200, durationMs: 0.4, bytesIn: 0, bytesOut: 295, client: 'curl' as const, message: null, inputs: { values: { kota: 'Bandung' } }, keyId: null }; });
const all = Array.from({ length: batches }, mk);
for (let r = 0; r < 3; r++) {
  const t = performance.now();
  for (let b = r * batches / 3; b < (r + 1) * batches / 3; b++) await repos.requestLog.write(all[b]!);
  console.log(((performance.now() - t) * 1000 / (batch * batches / 3)).toFixed(1), 'µs/row');
}
await store.close();
