import type { HandlerName } from '../../../catalog/handler-names.ts';
import { lazyHandler } from './lazy.ts';
import { handlerLoaders } from './modules.generated.ts';
import type { EntryHandler } from './types.ts';

/**
 * The answers the embedded API computes, by the handler name an entry gives in `handler:`: the
 * files of `handlers/<group>/` as `npm run handlers` lists them, each module (and its libraries:
 * sharp, pdf-lib, tesseract…) imported by its handler's first call, so the server starts without
 * them. Entries without a handler answer from their examples.
 */
export const handlers = Object.fromEntries(Object.entries(handlerLoaders).map(([name, load]) => [name, lazyHandler(load)])) as Record<HandlerName, EntryHandler>;

export type { ClientFacts, EntryHandler, HandlerContext, HandlerRegistry } from './types.ts';
