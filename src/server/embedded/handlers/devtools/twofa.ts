import { LRUCache } from 'lru-cache';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { EmbeddedState } from '../../state.ts';
import type { EntryHandler } from '../types.ts';

const issuer = 'Portal API';
const verifyFailed = 'Verifikasi gagal.';

/**
 * The TOTP secret of each userId; generating again replaces it, as a new enrolment would. User ids
 * are free text, so only the most recent enrolments are kept.
 */
function secrets(state: EmbeddedState): LRUCache<string, string> {
  return state.slot('2fa.secrets', () => new LRUCache<string, string>({ max: 10_000 }));
}

export const twofaGenerate: EntryHandler = async ({ inputs, state }) => {
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
        message: 'Pindai QR code dengan aplikasi autentikator, lalu verifikasi dengan token 6 digit.',
      },
    };
  } catch {
    return { status: 500, json: { status: false, message: 'Gagal membuat kode 2FA.' } };
  }
};

/** The whole body is shown either way, so a failure says why next to 'Verifikasi gagal.'. */
export const twofaVerify: EntryHandler = async ({ inputs, state }) => {
  const userId = String(inputs.userId);
  const token = String(inputs.token);
  const secret = secrets(state).get(userId);
  if (!secret) {
    return { status: 400, json: { status: false, message: verifyFailed, userId, verified: false, reason: 'User ID ini belum membuat kode 2FA.' } };
  }
  // One period either side, so a code typed just as it rolls over still counts.
  const result = await verify({ secret, token, epochTolerance: 30 });
  if (!result.valid) {
    return { status: 400, json: { status: false, message: verifyFailed, userId, verified: false, reason: 'Token tidak valid atau sudah kedaluwarsa.' } };
  }
  return { json: { status: true, message: 'Verifikasi 2FA berhasil.', userId, verified: true } };
};
