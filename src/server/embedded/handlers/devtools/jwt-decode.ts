import { decodeJwt, decodeProtectedHeader } from 'jose';
import { jsonFromText } from '../json-text.ts';
import type { EntryHandler } from '../types.ts';

/** Reads header and payload without checking the signature: a decoder, not a verifier. */
export const handler: EntryHandler = async ({ entry, inputs }) => {
  const jwt = String(inputs.jwt).trim();
  // Header and payload are JSON under the bodies' rules (depth, prototype keys) before the decoder reads them.
  for (const part of jwt.split('.').slice(0, 2)) {
    const read = jsonFromText(entry, Buffer.from(part, 'base64url').toString('utf8'));
    if ('refusal' in read) return read.refusal;
  }
  try {
    return { json: { status: true, header: decodeProtectedHeader(jwt), payload: decodeJwt(jwt) } };
  } catch {
    return { status: 400, json: { status: false, message: entry.error } };
  }
};
