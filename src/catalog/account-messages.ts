import { accountMessages as fieldMessages } from './account-rules.ts';

/**
 * The account API's Indonesian answers (sign-up, sessions, keys, passwords). A field's problem is
 * the one the portal's forms give for it, from the same rules.
 */
export const accountMessages = {
  registered: 'Pendaftaran berhasil.',
  usernameRequired: fieldMessages.usernameRequired,
  usernameLength: fieldMessages.usernameLength,
  usernameCharacters: fieldMessages.usernameCharacters,
  passwordRequired: fieldMessages.passwordRequired,
  passwordTooShort: fieldMessages.passwordLength,
  passwordTooLong: fieldMessages.passwordTooLong,
  namaRequired: fieldMessages.namaRequired,
  namaTooLong: fieldMessages.namaLength,
  usernameTaken: fieldMessages.usernameTaken,
  accountDisabled: 'Akun ini dinonaktifkan. Hubungi pengelola portal.',
  loggedOutAll: 'Semua sesi telah diakhiri. Silakan login kembali di setiap perangkat.',
  passwordChanged: 'Password berhasil diganti. Sesi di perangkat lain telah diakhiri.',
  oldPasswordWrong: 'Password lama salah.',
  passwordsRequired: 'Password lama dan password baru tidak boleh kosong.',
  graceInvalid: 'Masa tenggang harus 0, 3600 atau 86400 detik.',
  apikeyCreated: 'API Key baru berhasil dibuat.',
  apikeyReplaced: 'API Key ini sudah diganti dengan yang baru. Silakan logout dan login kembali.',
} as const;

/** 429 after too many wrong passwords for one account. */
export function accountLockedMessage(minutes: number): string {
  return `Terlalu banyak percobaan password yang salah untuk akun ini. Login dikunci sementara; silakan coba lagi dalam ${minutes} menit.`;
}

