/**
 * The answers the embedded API computes instead of taking them from an entry's examples. An entry
 * names one with `handler:`; the meta-schema's enum is built from this list, so `catalog:lint`
 * refuses a name without an implementation, and the server's registry
 * (src/server/embedded/handlers/index.ts) must implement exactly these names.
 */
export const handlerNames = [
  // Tools and uploads
  'qrcode',
  'fix-json',
  'csv-to-json',
  'upload',
  'decode-qrcode',
  'gif-generator',
  'convert',
  'ocr',
  'pdf-generator',
  // Developer tools and 2FA
  'ip-info',
  'jwt-create',
  'jwt-decode',
  'obfuscate',
  'codesnap',
  'sql-diagram',
  'favicon-generator',
  '2fa-generate',
  '2fa-verify',
  // Image makers
  'brat',
  'couple',
  'idviral1',
  'qc',
  'randomfilter',
  'smeme',
  // Waifu game
  'waifu-random',
  'waifu-search',
  'waifu-myclaim',
  'waifu-mymarriage',
  'waifu-ranking',
  'waifu-claim',
  'waifu-unclaim',
  'waifu-marry',
  'waifu-unmarry',
  // Webhook reminders
  'webhook-weather-create',
  'webhook-weather-list',
  'webhook-weather-update',
  'webhook-weather-delete',
  'webhook-quake-create',
  'webhook-quake-list',
  'webhook-quake-delete',
  'webhook-sholat-create',
  'webhook-sholat-list',
  'webhook-sholat-update',
  'webhook-sholat-delete',
  'birthday-create',
  'birthday-list',
  'birthday-update',
  'birthday-delete',
] as const;
export type HandlerName = (typeof handlerNames)[number];
