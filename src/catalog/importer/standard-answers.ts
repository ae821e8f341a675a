import type { OpenAPIV3 } from 'openapi-types';
import { tagLabel } from '../exporters/names.ts';
import { validationMessages } from '../exporters/openapi-messages.ts';
import type { EntryExample, JsonSchema, Tag } from '../types.ts';
import type { Op } from './document.ts';

type Response = OpenAPIV3.ResponseObject;
type Named = Record<string, { summary?: string; value?: unknown }>;

/** `x-portal-tag` back to the catalog's tag; a document that names none is a third party's API. */
export function tagOf(label: unknown): Tag {
  return (Object.entries(tagLabel).find(([, text]) => text === label)?.[0] as Tag | undefined) ?? 'third-party';
}

/**
 * The renderer kind from the first 2xx answer: image/* → image, a file → download, else json;
 * with the download name the portal's description gives ("di portal: name").
 */
export function responseOf(op: Op): { kind: string; filename?: string } {
  const ok = Object.entries(op.responses ?? {}).find(([s]) => /^2/.test(s))?.[1] as Response | undefined;
  const type = Object.keys(ok?.content ?? {})[0];
  const disposition = Object.keys(ok?.headers ?? {}).some((h) => h.toLowerCase() === 'content-disposition');
  const filename = /\(di portal: ([^()]+)\)$/.exec(ok?.description ?? '')?.[1];
  const kind = type?.startsWith('image/') ? 'image' : type === 'application/octet-stream' || type === 'application/pdf' || disposition ? 'download' : 'json';
  return { kind, ...(filename ? { filename } : {}) };
}

/** The portal writes its own operations' description as summary, tag, then these lines. */
const fallbackLine = /\n\nPesan cadangan portal bila gagal: (.+)(?:\n|$)/;

/** The entry's summary: the description up to the portal's tag line, else all of it. */
export function summaryOf(op: Op, title: string): string {
  const text = op.description ?? '';
  const tagLine = Object.values(tagLabel).map((label) => text.indexOf(`\n\n**${label}**: `)).find((i) => i >= 0);
  return (tagLine !== undefined ? text.slice(0, tagLine) : text).trim() || title;
}

/** The fallback message: the portal's description line, else a catch-all in the portal's words. */
export const errorOf = (op: Op, title: string): string => fallbackLine.exec(op.description ?? '')?.[1] ?? `Gagal memanggil ${title}.`;

/**
 * Example answers: every JSON example of a 2xx answer, and the portal's own examples of other
 * statuses (named `contoh-N`; its generated error examples are the API's messages, not examples).
 * The request the document shows goes with the first; binary answers have no example to carry.
 */
export function examplesOf(op: Op, request: Record<string, unknown>, where: string, unmapped: string[]): EntryExample[] {
  const out: EntryExample[] = [];
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    const success = /^2/.test(status);
    for (const [type, media] of Object.entries((response as Response).content ?? {})) {
      if (type !== 'application/json') {
        if (success) unmapped.push(`${where}: contoh jawaban ${status} ${type} (katalog hanya membawa contoh JSON; contoh berupa file ditaruh di public/fixtures)`);
        continue;
      }
      const named = Object.entries((media.examples ?? {}) as Named).filter(([key]) => success || /^contoh-\d+$/.test(key));
      const plain: [string, { summary?: string; value?: unknown }][] = success && media.example !== undefined ? [['contoh', { value: media.example }]] : [];
      for (const [, example] of [...named, ...plain]) {
        const name = example.summary && !/^Contoh \d+$/.test(example.summary) ? example.summary : undefined;
        out.push({ ...(name ? { name } : {}), request: out.length === 0 ? request : {}, response: { ...(status !== '200' && /^\d+$/.test(status) ? { status: Number(status) } : {}), json: example.value } });
      }
    }
  }
  return out;
}

/**
 * The portal's validation messages (examples `pesan-N` of a 400) the imported schema would not
 * answer: the document does not say which rule each belongs to.
 */
export function messagesNotCarried(op: Op, schema: JsonSchema, where: string): string[] {
  const media = (op.responses?.['400'] as Response | undefined)?.content?.['application/json'];
  const answered = new Set(validationMessages({ schema }).map((m) => m.message));
  return Object.entries((media?.examples ?? {}) as Named)
    .filter(([key]) => /^pesan-\d+$/.test(key))
    .map(([, e]) => [e.summary, (e.value as { message?: string } | undefined)?.message] as const)
    .filter(([, message]) => message !== undefined && !answered.has(message))
    .map(([input, message]) => `${where}: pesan validasi '${message}' (${input}) tidak dibawa: dokumen tidak menyebut aturan mana yang memakainya`);
}
