import type { EntryHandler, HandlerContext } from '../handlers/types.ts';

/**
 * Runs a handler so that no input ends in a 500: an unreadable picture or document, or a library
 * refusing it, answers 400 with the entry's own fallback message (spec section 8). Input the
 * schema refuses never gets here: its messages are the validator's.
 */
export function guarded(handler: EntryHandler): EntryHandler {
  return async (context: HandlerContext) => {
    try {
      return await handler(context);
    } catch (error) {
      context.log.warn({ err: error, entry: context.entry.id }, 'handler refused its input');
      return { status: 400, json: { status: false, message: context.entry.error } };
    }
  };
}
