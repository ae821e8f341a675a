import type { FastifyReply } from 'fastify';
import { mediaTypeOf } from '../../catalog/media-types.ts';

/** Names the catalog example an answer was taken from; computed answers do not carry it. */
export const exampleHeader = 'X-Portal-Example';

/** Says in one sentence why an example answers (percent-encoded); a JSON object answer carries it as `notice` too. */
export const noticeHeader = 'X-Portal-Notice';

/** What the embedded API answers for an entry: JSON, or bytes with their type; `example` (and its `notice`) when from one. */
export type Answer = { status?: number; example?: string; notice?: string } & ({ json: unknown } | { body: Buffer; contentType: string; filename?: string });

/** A computed file under its download name, its type read from the name (text types as UTF-8). */
export function fileAnswer(body: Buffer | Uint8Array, filename: string): Answer {
  const type = mediaTypeOf(filename);
  const text = type === 'application/json' || type.startsWith('text/');
  return { body: Buffer.isBuffer(body) ? body : Buffer.from(body), contentType: text ? `${type}; charset=utf-8` : type, filename };
}

/** A title as a file name: characters no file system keeps become `_`. */
export const safeFileName = (title: string): string => title.replace(/[\\/:*?"<>|\r\n]+/g, '_');

/**
 * RFC 6266: an ASCII `filename` for old clients and the exact name in `filename*` (UTF-8,
 * percent-encoded). A header value may hold no character above U+00FF, so `laporan – final.json`
 * or a CJK name could never go into `filename` as it is.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  if (ascii === name) return `attachment; filename="${name}"`;
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The notice travels in the body too, so an API client reading only JSON sees it; the stored fields stay as they are. */
function withNotice(json: unknown, notice: string | undefined): unknown {
  return notice && isPlainObject(json) ? { ...json, notice } : json;
}

/**
 * A stored example's text, per notice: the catalog's JSON is the same object at every call, so it
 * is copied (to add its notice) and serialised once, not at each of them. A provider's notice may
 * name the input ('bukan cuaca Bandung saat ini'), so each example keeps its last few only.
 */
const exampleTexts = new WeakMap<object, Map<string, string>>();
const noticesKept = 64;
function exampleText(json: object, notice: string): string {
  let texts = exampleTexts.get(json);
  if (!texts) exampleTexts.set(json, (texts = new Map()));
  let text = texts.get(notice);
  if (text === undefined) {
    text = JSON.stringify(withNotice(json, notice));
    if (texts.size >= noticesKept) texts.clear();
    texts.set(notice, text);
  }
  return text;
}

/** A JSON answer's text (a string with a JSON type is sent by Fastify as it is). */
function jsonText(answer: Answer & { json: unknown }): string {
  const { json, example, notice = '' } = answer;
  if (example !== undefined && typeof json === 'object' && json !== null) return exampleText(json, notice);
  return JSON.stringify(withNotice(json, notice));
}

/**
 * Percent-encoded: a header carries ASCII only, an example name may not be. The names and notices
 * are the catalog's and the providers' own few sentences, encoded once each (bounded all the same).
 */
const encodedHeaders = new Map<string, string>();
function headerText(text: string): string {
  let encoded = encodedHeaders.get(text);
  if (encoded === undefined) {
    if (encodedHeaders.size >= 1_000) encodedHeaders.clear();
    encoded = encodeURIComponent(text);
    encodedHeaders.set(text, encoded);
  }
  return encoded;
}

/**
 * Sets an answer's status and headers, and gives back its body for the route to return: Fastify
 * sends it. (A route that returned the reply instead would have Fastify wait for the response to
 * end, with listeners on it, at every call.)
 */
export function answerBody(reply: FastifyReply, answer: Answer): unknown {
  reply.code(answer.status ?? 200);
  if (answer.example) reply.header(exampleHeader, headerText(answer.example));
  if (answer.notice) reply.header(noticeHeader, headerText(answer.notice));
  if ('json' in answer) {
    reply.type('application/json; charset=utf-8');
    return jsonText(answer);
  }
  if (answer.filename) reply.header('Content-Disposition', contentDisposition(answer.filename));
  reply.type(answer.contentType);
  return answer.body;
}
