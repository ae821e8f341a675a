import { maskUrlApiKey } from './api-key.ts';
import type { BuiltRequest } from './build-request.ts';

/** Single-quoted for POSIX shells: a quote inside becomes '\''. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export interface CurlOptions {
  /** Where the portal runs, e.g. `window.location.origin`; the built URL is relative to it. */
  origin: string;
  /** Show the API key as it is; masked otherwise. */
  revealApiKey: boolean;
}

/**
 * The cURL command of a request the runner built: the same method, URL, headers and body the
 * 'Coba' button sends. Files appear by name (`-F name=@file`); text fields use `--form-string`
 * so a value starting with '@' or '<' is sent as text, as the browser does.
 */
export function toCurl(request: BuiltRequest, options: CurlOptions): string {
  const url = options.origin + (options.revealApiKey ? request.url : maskUrlApiKey(request.url));
  const parts = [`curl${request.method === 'GET' ? '' : ` -X ${request.method}`} ${shellQuote(url)}`];
  for (const [name, value] of Object.entries(request.headers)) parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (typeof request.body === 'string') parts.push(`--data-raw ${shellQuote(request.body)}`);
  else if (request.body) {
    for (const [name, value] of request.body.entries()) {
      if (typeof value === 'string') parts.push(`--form-string ${shellQuote(`${name}=${value}`)}`);
      else parts.push(`-F ${shellQuote(`${name}=@${value.name}${value.type ? `;type=${value.type}` : ''}`)}`);
    }
  }
  return parts.join(' \\\n  ');
}
