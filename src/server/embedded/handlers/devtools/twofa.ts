import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Answer } from '../../answer.ts';
import { declaredRefusal, declaredText } from '../declared.ts';
import type { EntryHandler } from '../types.ts';

const issuer = 'Portal API';

/** User ids one account may enrol (user ids are free text; enrolling one again replaces its secret). */
export const maxEnrolmentsPerAccount = 10_000;

/**
 * A new TOTP secret for the user id, kept under the caller's account: another key enrolling the
 * same user id has a secret of its own. Generating again replaces it, as a new enrolment would.
 */
export const twofaGenerate: EntryHandler = async ({ entry, inputs, account, store }) => {
  const userId = String(inputs.userId);
  const secret = generateSecret();
  const uri = generateURI({ issuer, label: userId, secret });
  let qrCodeUrl: string;
  try {
    qrCodeUrl = await QRCode.toDataURL(uri, { type: 'image/png', width: 240, errorCorrectionLevel: 'M' });
  } catch {
    return { status: 500, json: { status: false, message: entry.error } };
  }
  if (!(await store.twofa.enrol(account.id, userId, secret, maxEnrolmentsPerAccount))) return declaredRefusal(entry, 'Batas User ID');
  return { json: { status: true, qrCodeUrl, secret, message: declaredText(entry, 200) } };
};

/**
 * The whole body is shown either way: a refusal is the 'Token salah' example's message with its own
 * reason. A code verifies once: its time step is taken in the store, so replaying it (on this
 * instance or another) is refused.
 */
export const twofaVerify: EntryHandler = async ({ entry, inputs, account, store }) => {
  const userId = String(inputs.userId);
  const token = String(inputs.token);
  // A well-formed call whose token is refused (403), or whose user has no code yet (404): not bad input.
  const refused = (status: 403 | 404, reason: string): Answer => ({ status, json: { status: false, message: declaredText(entry, 'Token salah'), userId, verified: false, reason } });
  const enrolment = await store.twofa.find(account.id, userId);
  if (!enrolment) return refused(404, declaredText(entry, 'Belum membuat kode', 'reason'));
  // One period either side, so a code typed just as it rolls over still counts.
  const result = await verify({ secret: enrolment.secret, token, epochTolerance: 30 });
  if (!result.valid || !('timeStep' in result)) return refused(403, declaredText(entry, 'Token salah', 'reason'));
  if (!(await store.twofa.takeStep(account.id, userId, enrolment.secret, result.timeStep))) return refused(403, declaredText(entry, 'Kode sudah dipakai', 'reason'));
  return { json: { status: true, message: declaredText(entry, 200), userId, verified: true } };
};
