import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { EntryHandler } from '../types.ts';

/** Reads header and payload without checking the signature: a decoder, not a verifier. */
export const handler: EntryHandler = async ({ entry, inputs }) => {
  const jwt = String(inputs.jwt).trim();
  try {
    return { json: { status: true, header: decodeProtectedHeader(jwt), payload: decodeJwt(jwt) } };
  } catch {
    return { status: 400, json: { status: false, message: entry.error } };
  }
};
