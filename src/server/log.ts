import type { FastifyServerOptions } from 'fastify';

/** The apikey travels in the query: it is masked before any URL reaches a log line. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]apikey=)[^&#]*/gi, '$1***');
}

const serializers = {
  req: (req: { method?: string; url?: string }) => ({ method: req.method, url: redactUrl(req.url ?? '') }),
};

/** Somewhere pino can write log lines to (tests read them back). */
export interface LogDestination {
  write(line: string): void;
}

/** Request logs with masked URLs; everything else as pino does it. */
export function loggerOptions(level = 'info', stream?: LogDestination): FastifyServerOptions['logger'] {
  return { level, serializers, ...(stream ? { stream } : {}) };
}

/**
 * Whatever logger a caller asks for, its request lines mask the apikey: `true` becomes the masked
 * default, an options object keeps its own settings with our request serializer.
 */
export function withMaskedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === true) return loggerOptions();
  if (logger && typeof logger === 'object') return { ...logger, serializers: { ...(logger as { serializers?: object }).serializers, ...serializers } };
  return logger;
}
