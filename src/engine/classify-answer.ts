import { unknownMediaType } from '../catalog/media-types.ts';
import { htmlPageMessage } from '../catalog/transport-messages.ts';

/** How a media type is shown: parsed as JSON, or kept as a binary Blob. */
const mediaTypes: { test: (type: string) => boolean; as: 'json' | 'blob' | 'text' }[] = [
  { test: (t) => t === 'application/json' || t.endsWith('+json'), as: 'json' },
  { test: (t) => t.startsWith('text/'), as: 'text' },
  { test: () => true, as: 'blob' },
];

/**
 * `example`: the name of the catalog example the embedded API answered with (header `X-Portal-Example`);
 * `notice`: the one sentence saying why an example answers (header `X-Portal-Notice`).
 */
type FromExample = { example?: string; notice?: string };
export type ClassifiedAnswer =
  | ({ ok: true; status: number; as: 'json'; data: unknown; filename?: string; blob: Blob } & FromExample)
  | ({ ok: true; status: number; as: 'blob'; blob: Blob; contentType: string; filename?: string } & FromExample)
  | ({ ok: true; status: number; as: 'text'; text: string; filename?: string; blob: Blob } & FromExample)
  | { ok: false; status: number; message: string; data?: unknown };

export type SuccessAnswer = Extract<ClassifiedAnswer, { ok: true }>;
export type FailedAnswer = Extract<ClassifiedAnswer, { ok: false }>;

/** A percent-encoded header's text (the example's name, its notice); undefined for a computed answer. */
function decodedHeader(header: string | null): string | undefined {
  try {
    return header ? decodeURIComponent(header) : undefined;
  } catch {
    return header ?? undefined;
  }
}

/** The file name of a `Content-Disposition: attachment; filename="..."` header. */
export function dispositionFilename(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1].trim();
}

export { htmlPageMessage } from '../catalog/transport-messages.ts';

/**
 * Reads a response once and says what it is: the answer's status and content type decide.
 * Rejects when the body breaks off (the sender turns that into its own message).
 */
export async function classifyAnswer(response: Response, fallbackError: string): Promise<ClassifiedAnswer> {
  const contentType = (response.headers.get('content-type') ?? unknownMediaType).split(';')[0].trim().toLowerCase();
  const filename = dispositionFilename(response.headers.get('content-disposition'));
  const blob = await response.blob();
  const as = mediaTypes.find((m) => m.test(contentType))?.as ?? 'blob';
  let data: unknown = undefined;
  if (as === 'json') {
    try {
      data = JSON.parse(await blob.text());
    } catch {
      if (response.ok) return { ok: false, status: response.status, message: fallbackError };
    }
  }
  if (!response.ok && contentType === 'text/html') return { ok: false, status: response.status, message: htmlPageMessage(response.status) };
  const serverMessage = (data as { message?: unknown } | undefined)?.message;
  const statusFalse = (data as { status?: unknown } | undefined)?.status === false;
  if (!response.ok || statusFalse) {
    return { ok: false, status: response.status, message: typeof serverMessage === 'string' && serverMessage ? serverMessage : fallbackError, data };
  }
  const example = decodedHeader(response.headers.get('x-portal-example'));
  const notice = example ? decodedHeader(response.headers.get('x-portal-notice')) : undefined;
  const from: FromExample = example ? { example, ...(notice ? { notice } : {}) } : {};
  if (as === 'json') return { ok: true, status: response.status, as, data, filename, blob, ...from };
  if (as === 'text') return { ok: true, status: response.status, as, text: await blob.text(), filename, blob, ...from };
  return { ok: true, status: response.status, as: 'blob', blob, contentType, filename, ...from };
}
