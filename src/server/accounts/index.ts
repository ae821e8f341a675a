/** The accounts' door: sign-up, sign-in and sessions, and reading who calls from a request. */
export { registerAccountRoutes } from './account-routes.ts';
export { apikeyOf, bearerToken } from './bearer.ts';
export { sessionOf } from './session-account.ts';
export { registerSessionRoutes } from './session-routes.ts';
export { passwordProblem } from './validation.ts';
export { registerKeyRoutes, keyView } from './key-routes.ts';
export { judgeKeyCall, scopeRefusal, type KeyCall, type KeyCounters, type CallVerdict, type KeyRefusal, type MinuteLeft } from './key-policy.ts';
export { judgeKey, type AdmittedKey, type KeyJudgement } from './judge-key.ts';
