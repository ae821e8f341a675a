/**
 * File name extension → media type: the one table the docs (what Postman sends for a fixture),
 * the embedded API (upload URLs, example files, computed files) and the MCP server read. The first
 * extension of a type is the one a name is given (`image/jpeg` → `jpg`).
 */
export const mediaTypeByExtension = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export type KnownExtension = keyof typeof mediaTypeByExtension;

/** Bytes of no known kind. */
export const unknownMediaType = 'application/octet-stream';

const extensionOfName = (name: string): string => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/** The media type of a file by its name (`pixel.PNG` → `image/png`); bytes of no known kind otherwise. */
export function mediaTypeOf(name: string): string {
  const extension = extensionOfName(name);
  return Object.hasOwn(mediaTypeByExtension, extension) ? mediaTypeByExtension[extension as KnownExtension] : unknownMediaType;
}

/** The extension a file of this media type is named with (`image/jpeg` → `jpg`); undefined for an unknown type. */
export function extensionOf(mediaType: string): string | undefined {
  const type = mediaType.split(';')[0].trim().toLowerCase();
  return Object.keys(mediaTypeByExtension).find((ext) => mediaTypeByExtension[ext as KnownExtension] === type);
}
