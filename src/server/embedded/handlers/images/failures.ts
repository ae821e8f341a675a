import type { EntryHandler, HandlerContext } from '../types.ts';

/** A request the handler cannot answer: its message goes back with HTTP 400. */
export class BadInput extends Error {}

/**
 * Runs a handler so that no input ends in a 500: an unreadable picture or document, or a library
 * refusing it, answers 400 with the entry's own fallback message (spec section 8), or the
 * `BadInput`'s message when the handler knows a more precise one.
 */
export function guarded(handler: EntryHandler): EntryHandler {
  return async (context: HandlerContext) => {
    try {
      return await handler(context);
    } catch (error) {
      context.request.log.warn({ err: error, entry: context.entry.id }, 'handler refused its input');
      const message = error instanceof BadInput ? error.message : context.entry.error;
      return { status: 400, json: { status: false, message } };
    }
  };
}
