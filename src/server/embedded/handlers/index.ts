import type { HandlerName } from '../../../catalog/handler-names.ts';
import { csvToJson } from './csv-to-json.ts';
import { devtoolsHandlers } from './devtools/index.ts';
import { documentHandlers } from './documents/index.ts';
import { filesHandlers } from './files/index.ts';
import { fixJson } from './fix-json.ts';
import { makerHandlers } from './makers/index.ts';
import { qrcode } from './qrcode.ts';
import type { EntryHandler } from './types.ts';
import { upload } from './upload.ts';
import { waifuHandlers } from './waifu/index.ts';
import { webhookHandlers } from './webhook/index.ts';

const registry = {
  qrcode,
  'fix-json': fixJson,
  'csv-to-json': csvToJson,
  upload,
  ...devtoolsHandlers,
  ...filesHandlers,
  ...documentHandlers,
  ...makerHandlers,
  ...waifuHandlers,
  ...webhookHandlers,
} satisfies Record<HandlerName, EntryHandler>;

/** `satisfies` misses names that arrive by spread: an implementation no catalog name reaches makes this `never`. */
type OnlyHandlerNames<T> = [Exclude<keyof T, HandlerName>] extends [never] ? T : never;

/**
 * The answers the embedded API computes, by the handler name an entry gives in `handler:`
 * (src/catalog/handler-names.ts): a missing or extra implementation is a type error. Entries
 * without a handler answer from their examples.
 */
export const handlers: OnlyHandlerNames<typeof registry> = registry;

export type { EntryHandler, HandlerContext, HandlerRegistry } from './types.ts';
