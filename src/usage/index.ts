export { RequestLog } from './RequestLog/RequestLog.tsx';
export { UsageSection } from './UsageSection/UsageSection.tsx';
export { ChangesForYou } from './ChangesForYou/ChangesForYou.tsx';
export { fetchKeys } from './usage-api.ts';
export { useFetched } from './use-fetched.ts';
export { FetchedState } from './FetchedState.tsx';
