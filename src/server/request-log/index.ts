/** The request log's door: each call noted once, written in batches, kept for its days, read back by its owner. */
export { callFacts, type CallFacts } from './call-facts.ts';
export { accountChangesAnswer, changesReports, type ChangesReport, type ChangesReports } from './changes-reports.ts';
export { installRequestLog } from './install.ts';
export { newRequestId } from './request-id.ts';
export { LogQueue, readAfterQueue } from './log-queue.ts';
export { loggedInputs } from './logged-inputs.ts';
export { defaultLogDays, startRetention } from './retention.ts';
export { registerUsageRoutes, sessionReader, type LogReader } from './usage-routes.ts';
export type { CallOwners } from './call-owners.ts';
export { tapBody } from './body-tap.ts';
