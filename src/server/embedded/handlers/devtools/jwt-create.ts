import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { extensionKeywords, pairsInput } from '../../../../catalog/keywords/index.ts';
import type { JsonSchema } from '../../../../catalog/types.ts';
import type { EntryHandler } from '../types.ts';
import type { EmbeddedState } from '../../state.ts';

/** One signing key per server: tokens made here stay verifiable for the server's lifetime only. */
function signingKey(state: EmbeddedState): Uint8Array {
  return state.slot('devtools.jwt-secret', () => new Uint8Array(randomBytes(32)));
}

/**
 * The custom claims. The form sends each pair as its own multipart field (x-pairs), so every input
 * the schema does not declare is a claim; a JSON caller may also send them as the pairs list.
 */
function claimsOf(schema: JsonSchema, inputs: Record<string, unknown>): Record<string, string> {
  const declared = new Set(Object.keys(schema.properties ?? {}));
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(inputs)) {
    if (declared.has(name)) continue;
    if (name.trim() !== '' && value !== undefined && value !== '') claims[name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  const pairs = pairsInput(schema);
  if (pairs) for (const [key, value] of extensionKeywords['x-pairs'].spread(pairs.rule, inputs[pairs.name])) claims[key] = value;
  return claims;
}

/** HS256 token with the custom claims, `iat` and `exp` from expiresIn (1h, 7d, 30m...); the claim limit and its message are the entry's x-pairs. */
export const handler: EntryHandler = async ({ entry, inputs, sent, state }) => {
  const claims = claimsOf(entry.schema, inputs);
  const limit = pairsInput(entry.schema)?.rule;
  // The document allows `max` pair fields (maxProperties): fields sent count, empty ones too, though they make no claim.
  const declared = new Set(Object.keys(entry.schema.properties ?? {}));
  const fieldsSent = Object.keys(sent ?? {}).filter((name) => !declared.has(name)).length;
  if (limit && Math.max(fieldsSent, Object.keys(claims).length) > limit.max) return { status: 400, json: { status: false, message: limit.message } };
  try {
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(String(inputs.expiresIn))
      .sign(signingKey(state));
    return { json: { status: true, token } };
  } catch {
    // jose refuses a time span it cannot read ("besok", "1 abad"): the entry's own failure message.
    return { status: 400, json: { status: false, message: entry.error } };
  }
};
