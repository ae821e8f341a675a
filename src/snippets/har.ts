import type { HarRequest } from '@readme/httpsnippet';
import { mediaTypeOf, unknownMediaType } from '../catalog/media-types.ts';
import type { BuiltRequest } from '../engine/index.ts';

/** The request as HAR, the input of the snippet generator: the body's files appear by name. */
export function toHar(request: BuiltRequest, absoluteUrl: string): HarRequest {
  const har: HarRequest = {
    method: request.method,
    url: absoluteUrl,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: Object.entries(request.headers).map(([name, value]) => ({ name, value })),
    queryString: [],
    headersSize: -1,
    bodySize: -1,
    // A body-less request is an empty body to the generator.
    postData: { mimeType: unknownMediaType },
  };
  if (typeof request.body === 'string') {
    har.postData = { mimeType: request.headers['Content-Type'] ?? 'text/plain', text: request.body };
  } else if (request.body) {
    har.postData = {
      mimeType: 'multipart/form-data',
      params: [...request.body.entries()].map(([name, value]) =>
        typeof value === 'string' ? { name, value } : { name, fileName: value.name, contentType: value.type || mediaTypeOf(value.name) },
      ),
    };
  }
  return har;
}
