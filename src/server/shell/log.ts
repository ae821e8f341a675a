import type { FastifyServerOptions } from 'fastify';

/** Parameter names whose value never reaches a log line, compared once percent-decoded. */
const secretNames = new Set(['apikey']);

/** `api%6Bey`, `APIKEY`, `apikey[]`, `apikey%5B%5D`: every spelling a client may send names the key. */
function isSecretName(raw: string): boolean {
  let name = raw;
  try {
    name = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // A broken escape is compared as written.
  }
  return secretNames.has(name.toLowerCase().replace(/\[\]$/, ''));
}

/**
 * Masks the apikey wherever a query string shows up in a text: a request URL, an error message,
 * a stack. Values end at `&`, `#`, whitespace, a quote or a backslash (JSON escapes).
 */
export function redactUrl(text: string): string {
  return text.replace(/([?&])([^=&#\s"\\?]+)=([^&#\s"\\]*)/g, (whole, sep: string, name: string) => (isSecretName(name) ? `${sep}${name}=***` : whole));
}

const serializers = {
  req: (req: { method?: string; url?: string }) => ({ method: req.method, url: redactUrl(req.url ?? '') }),
};

/** Somewhere pino can write log lines to (tests read them back). */
export interface LogDestination {
  write(line: string): void;
}

/** Every finished line passes here, whatever logged it (Fastify, a plugin, an error with a URL). */
function masking(destination: LogDestination): LogDestination {
  return { write: (line) => destination.write(redactUrl(line)) };
}

/** Request logs with masked URLs; everything else as pino does it, masked line by line. */
export function loggerOptions(level = 'info', stream?: LogDestination): FastifyServerOptions['logger'] {
  return { level, serializers, stream: masking(stream ?? process.stdout) };
}

/**
 * Whatever logger a caller asks for, its lines mask the apikey: `true` becomes the masked default,
 * an options object keeps its own settings with our serializer and a masking stream.
 */
export function withMaskedUrls(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === true) return loggerOptions();
  if (logger && typeof logger === 'object') {
    const own = logger as { serializers?: object; stream?: LogDestination };
    // Masking twice changes nothing, so a stream from `loggerOptions` may be wrapped again.
    return { ...logger, serializers: { ...own.serializers, ...serializers }, stream: masking(own.stream ?? process.stdout) };
  }
  return logger;
}
