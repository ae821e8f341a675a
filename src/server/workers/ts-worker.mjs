// The worker pool's entry when the server runs from TypeScript sources (tsx, Vitest): Node's
// worker threads do not inherit tsx's loader, so the task module is loaded through tsx's API.
import { tsImport } from 'tsx/esm/api';

const tasks = await tsImport('./heavy-tasks.ts', import.meta.url);
export default tasks.default;
