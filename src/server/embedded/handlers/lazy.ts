import type { EntryHandler } from './types.ts';

/**
 * A handler whose module (and its libraries: sharp, @pdfme/pdf-lib, highlight.js…) is loaded by its
 * first request: the server starts quickly and its heap stays small until a maker or tool is used.
 */
export function lazyHandler(load: () => Promise<EntryHandler>): EntryHandler {
  let loaded: Promise<EntryHandler> | undefined;
  return async (context) => (await (loaded ??= load()))(context);
}
