/** The request log's door: each call noted once, written in batches, kept for its days, read back by its owner. */
export { noteCall } from './call-facts.ts';
export { installRequestLog, newRequestId } from './install.ts';
export { LogQueue } from './log-queue.ts';
export { loggedInputs } from './logged-inputs.ts';
export { defaultLogDays, startRetention } from './retention.ts';
export { registerUsageRoutes } from './usage-routes.ts';
