import type { FastifyServerOptions } from 'fastify';

/** The apikey travels in the query: it is masked before any URL reaches a log line. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]apikey=)[^&#]*/gi, '$1***');
}

/** Request logs with masked URLs; everything else as pino does it. */
export function loggerOptions(level = 'info'): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: redactUrl(req.url ?? '') }),
    },
  };
}
