/**
 * The portal shell, the part of the server every mode shares: configuration and logs, security
 * headers, compression, timeouts, rate limits, how JSON bodies are read, the pages and the health
 * check, and the graceful stop. The server's composition (`../app.ts`, `../main.ts`) enters here.
 */
export { checkedChannelUrl, withChannelMeta } from './channel-meta.ts';
export { banner, configFromEnv, type RuntimeConfig } from './config.ts';
export { registerCompression } from './compression.ts';
export { clientErrorHandler, frameworkErrors } from './framework-errors.ts';
export { registerHealth, type ApiMode } from './health.ts';
export { installJsonBody } from './json-body.ts';
export { loggerOptions, withMaskedUrls } from './log.ts';
export { lazyRequestLoggers } from './lazy-request-logger.ts';
export { installMethodNotAllowed } from './method-not-allowed.ts';
export { installRateLimits, type RateLimits } from './rate-limits.ts';
export { minuteCounter, type MinuteCounter, type WindowCount } from './minute-counter.ts';
export { connectRedis } from './redis.ts';
export { apiCsp, installSecurityHeaders, useOwnCsp } from './security-headers.ts';
export { stopOnSignals } from './shutdown.ts';
export { installRouteTable } from './route-table.ts';
export { registerSpa } from './spa.ts';
export { defaultTimeouts, installBodyIdleTimeout, timeoutOptions, type ServerTimeouts } from './timeouts.ts';
export { readReferencePages } from './reference-pages-map.ts';
export { requestOrigin, withOrigin } from './site-origin.ts';
