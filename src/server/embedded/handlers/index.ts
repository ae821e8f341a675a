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

/** Entries the embedded API answers for real, by catalog id; the others answer from their examples. */
export const handlers: Record<string, EntryHandler> = {
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
};

export type { EntryHandler, HandlerContext } from './types.ts';
