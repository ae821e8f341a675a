/**
 * How deep objects and lists may nest in any JSON the server reads (a body, a token's payload, the
 * JSON fixer's text): far above what a form or an agent sends, far below what breaks a recursive walk.
 */
export const maxJsonDepth = 64;

/**
 * What the API answers when a request cannot even be read, by the server's (or the portal's) error
 * code: the error handler answers these, and the OpenAPI document lists them under each operation
 * with a body.
 */
export const transportFaults = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Body JSON tidak valid.'],
  // The portal's own rules for JSON bodies (src/server/common/json-text.ts); an empty body reads as `{}`.
  JSON_TOO_DEEP: [400, `Body JSON terlalu dalam: maksimal ${maxJsonDepth} tingkat bersarang.`],
  JSON_PROTOTYPE_KEY: [400, 'Body JSON tidak boleh memuat kunci __proto__ atau constructor.prototype.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Jenis konten tidak didukung.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Ukuran data terlalu besar.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'Ukuran file terlalu besar.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'Body multipart tidak valid.'],
  FST_PARTS_LIMIT: [413, 'Terlalu banyak bagian dalam body multipart.'],
  FST_FILES_LIMIT: [413, 'Terlalu banyak file.'],
  FST_FIELDS_LIMIT: [413, 'Terlalu banyak field.'],
} as const satisfies Record<string, readonly [number, string]>;

export type TransportFault = keyof typeof transportFaults;

/** Which faults a body kind can meet. */
export const faultsByBody = {
  json: ['FST_ERR_CTP_INVALID_JSON_BODY', 'JSON_TOO_DEEP', 'JSON_PROTOTYPE_KEY', 'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'FST_ERR_CTP_BODY_TOO_LARGE'],
  multipart: ['FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_ERR_CTP_INVALID_MEDIA_TYPE', 'FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'],
} as const satisfies Record<string, readonly TransportFault[]>;

/** A gateway's HTML error page (a 502 from nginx, a CDN's 503) carries no message to show: the server and the browser both say this. */
export function htmlPageMessage(status: number): string {
  return `Server API sedang bermasalah (HTTP ${status}) dan menjawab dengan halaman HTML, bukan data. Silakan coba lagi nanti.`;
}
