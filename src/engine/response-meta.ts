/** What the sender saw of an answer besides its body: shown by the inspector, kept in the history. */
export interface ResponseMeta {
  status: number;
  statusText: string;
  /** Media type without parameters, e.g. `application/json`. */
  contentType: string;
  /** Response headers in the order the browser exposes them (lower-case names). */
  headers: [string, string][];
  /** Bytes of the body as received. */
  size: number;
  /** From sending the request to the last byte of the body. */
  durationMs: number;
}

/** `forEach`, not `entries()`: the server build (the MCP endpoint runs the engine) has no DOM iterables. */
function headerPairs(headers: Headers): [string, string][] {
  const pairs: [string, string][] = [];
  headers.forEach((value, name) => pairs.push([name, value]));
  return pairs;
}

export function responseMeta(response: Response, size: number, durationMs: number): ResponseMeta {
  return {
    status: response.status,
    statusText: response.statusText,
    contentType: (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase(),
    headers: headerPairs(response.headers),
    size,
    durationMs,
  };
}

/** Statuses whose response may carry no body (the Response constructor refuses one). */
const nullBodyStatuses = new Set([101, 204, 205, 304]);

/**
 * Reads the body once, measures it, and gives back an unread Response with the same status and
 * headers, so the classifier reads it as before.
 */
export async function measuredResponse(response: Response, started: number): Promise<{ response: Response; meta: ResponseMeta }> {
  const blob = await response.blob();
  const meta = responseMeta(response, blob.size, performance.now() - started);
  const body = nullBodyStatuses.has(response.status) ? null : blob;
  return { response: new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }), meta };
}
