// A worker's entry when the server runs from TypeScript sources (tsx, Vitest): Node's worker
// threads do not inherit tsx's loader, so the task module (`workerData.source`, else the heavy
// tasks) is loaded through tsx's API.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport(workerData?.source ?? './heavy-tasks.ts', import.meta.url);
export default tasks.default;
