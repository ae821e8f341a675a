import type { BuiltRequest } from '../engine/index.ts';
import { maskApiKey, toCurl, withUrlApiKey } from '../engine/index.ts';
import { snippetLanguages, type SnippetLanguage } from './languages.ts';

export interface SnippetOptions {
  /** Where the portal runs; the built URL is relative to it. */
  origin: string;
  revealApiKey: boolean;
  /** The request's name in a Postman collection. */
  name: string;
}

/**
 * Writers of other languages see a stand-in key (letters only, so none of them escapes or encodes
 * it differently), which is then replaced by the masked or the real key.
 */
const standIn = 'PORTALAPIKEYSTANDIN';

function splitKey(url: string): { url: string; key: string } {
  let key = '';
  const stood = withUrlApiKey(url, (value) => {
    key = value;
    return standIn;
  });
  return { url: stood, key };
}

// The generator (and its URL polyfill) arrives when a language other than cURL is first chosen.
let generator: Promise<typeof import('@readme/httpsnippet')> | null = null;
export const loadGenerator = () => (generator ??= import('@readme/httpsnippet'));

/** The snippet of a built request in one language: the very request 'Coba' sends. */
export async function generateSnippet(language: SnippetLanguage, request: BuiltRequest, options: SnippetOptions): Promise<string> {
  if (language === 'curl') return toCurl(request, options);
  const { url, key } = splitKey(request.url);
  const absolute = options.origin + url;
  let code: string;
  // The Postman item and the HAR for other languages are written only once such a language is chosen: a form's first load carries cURL alone.
  if (language === 'postman') code = (await import('./postman.ts')).toPostman(request, absolute, options.name);
  else {
    const spec = snippetLanguages.find((l) => l.id === language);
    if (!spec || !('target' in spec)) throw new Error(`Unknown snippet language ${language}`);
    const [{ HTTPSnippet }, { toHar }] = await Promise.all([loadGenerator(), import('./har.ts')]);
    const [first] = new HTTPSnippet(toHar(request, absolute)).convert(spec.target, spec.client);
    code = first || '';
  }
  const shown = options.revealApiKey ? encodeURIComponent(key) : maskApiKey(key);
  return code.split(standIn).join(shown);
}
