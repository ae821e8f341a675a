import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import { declaredRefusal, declaredText } from '../declared.ts';
import type { EntryHandler } from '../types.ts';

const issuer = 'Portal API';

/** User ids one account may enrol (user ids are free text; enrolling one again replaces its secret). */
export const maxEnrolmentsPerAccount = 10_000;

/**
 * A new TOTP secret for the user id, kept under the caller's account: another key enrolling the
 * same user id has a secret of its own. Generating again replaces it, as a new enrolment would.
 */
export const handler: EntryHandler = async ({ entry, inputs, account, store }) => {
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
