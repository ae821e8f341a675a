import { randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import type { EntryHandler } from '../types.ts';
import type { EmbeddedState } from '../../state.ts';

const maxPairs = 10;
const tooManyPairs = 'Anda hanya dapat menambahkan maksimal 10 payload field.';
const createFailed = 'Gagal membuat JWT.';
const decodeFailed = 'Gagal mendekode JWT atau format respons salah.';

/** One signing key per server: tokens made here stay verifiable for the server's lifetime only. */
function signingKey(state: EmbeddedState): Uint8Array {
  return state.slot('devtools.jwt-secret', () => new Uint8Array(randomBytes(32)));
}

interface Pair {
  key?: unknown;
  value?: unknown;
}

/**
 * The custom claims. The form sends each pair as its own multipart field (x-pairs), so every input
 * other than expiresIn is a claim; a JSON caller may also send them as a `payload` list.
 */
function claimsOf(inputs: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(inputs)) {
    if (name === 'expiresIn' || name === 'payload') continue;
    if (name.trim() !== '' && value !== undefined && value !== '') claims[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  if (Array.isArray(inputs.payload)) {
    for (const pair of inputs.payload as Pair[]) {
      if (typeof pair.key === 'string' && pair.key.trim() !== '' && typeof pair.value === 'string' && pair.value !== '') {
        claims[pair.key.trim()] = pair.value;
      }
    }
  }
  return claims;
}

/** HS256 token with the custom claims, `iat` and `exp` from expiresIn (1h, 7d, 30m...). */
export const jwtCreate: EntryHandler = async ({ inputs, state }) => {
  const claims = claimsOf(inputs);
  if (Object.keys(claims).length > maxPairs) return { status: 400, json: { status: false, message: tooManyPairs } };
  try {
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(String(inputs.expiresIn))
      .sign(signingKey(state));
    return { json: { status: true, token } };
  } catch {
    // jose refuses a time span it cannot read ("besok", "1 abad").
    return { status: 400, json: { status: false, message: createFailed } };
  }
};

/** Reads header and payload without checking the signature: a decoder, not a verifier. */
export const jwtDecode: EntryHandler = async ({ inputs }) => {
  const jwt = String(inputs.jwt).trim();
  try {
    return { json: { status: true, header: decodeProtectedHeader(jwt), payload: decodeJwt(jwt) } };
  } catch {
    return { status: 400, json: { status: false, message: decodeFailed } };
  }
};
