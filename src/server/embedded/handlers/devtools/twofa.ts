import { LRUCache } from 'lru-cache';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { EmbeddedState } from '../../state.ts';
import type { Answer } from '../../answer.ts';
import { declaredText } from '../declared.ts';
import type { EntryHandler } from '../types.ts';

const issuer = 'Portal API';

/**
 * The TOTP secret of each userId; generating again replaces it, as a new enrolment would. User ids
 * are free text, so only the most recent enrolments are kept.
 */
function secrets(state: EmbeddedState): LRUCache<string, string> {
  return state.slot('2fa.secrets', () => new LRUCache<string, string>({ max: 10_000 }));
}

export const twofaGenerate: EntryHandler = async ({ entry, inputs, state }) => {
  const userId = String(inputs.userId);
  const secret = generateSecret();
  const uri = generateURI({ issuer, label: userId, secret });
  try {
    const qrCodeUrl = await QRCode.toDataURL(uri, { type: 'image/png', width: 240, errorCorrectionLevel: 'M' });
    secrets(state).set(userId, secret);
    return {
      json: {
        status: true,
        qrCodeUrl,
        secret,
        message: declaredText(entry, 200),
      },
    };
  } catch {
    return { status: 500, json: { status: false, message: entry.error } };
  }
};

/** The whole body is shown either way: a refusal is the 'Token salah' example's message with its own reason. */
export const twofaVerify: EntryHandler = async ({ entry, inputs, state }) => {
  const userId = String(inputs.userId);
  const token = String(inputs.token);
  // A well-formed call whose token is refused (403), or whose user has no code yet (404): not bad input.
  const refused = (status: 403 | 404, reason: string): Answer => ({ status, json: { status: false, message: declaredText(entry, 'Token salah'), userId, verified: false, reason } });
  const secret = secrets(state).get(userId);
  if (!secret) {
    return refused(404, declaredText(entry, 'Belum membuat kode', 'reason'));
  }
  // One period either side, so a code typed just as it rolls over still counts.
  const result = await verify({ secret, token, epochTolerance: 30 });
  if (!result.valid) {
    return refused(403, declaredText(entry, 'Token salah', 'reason'));
  }
  return { json: { status: true, message: declaredText(entry, 200), userId, verified: true } };
};
