/**
 * What an account's fields must be (sign-up, password change), with the Indonesian message each
 * rule gives. Pure functions of the value, so the browser's forms and the server can say the same.
 */
export const accountLimits = {
  usernameMin: 3,
  usernameMax: 32,
  passwordMin: 8,
  passwordMax: 200,
  namaMax: 100,
} as const;

export const fieldMessages = {
  namaRequired: 'Nama tidak boleh kosong.',
  namaLength: `Nama maksimal ${accountLimits.namaMax} karakter.`,
  usernameRequired: 'Username tidak boleh kosong.',
  usernameLength: `Username harus ${accountLimits.usernameMin}–${accountLimits.usernameMax} karakter.`,
  usernameCharacters: 'Username hanya boleh berisi huruf kecil, angka, titik (.) dan garis bawah (_).',
  usernameTaken: 'Username sudah dipakai. Pilih username lain.',
  passwordRequired: 'Password tidak boleh kosong.',
  passwordLength: `Password minimal ${accountLimits.passwordMin} karakter.`,
  passwordTooLong: `Password maksimal ${accountLimits.passwordMax} karakter.`,
  passwordRepeat: 'Ulangan password tidak sama.',
  oldPasswordRequired: 'Password lama tidak boleh kosong.',
  registerFailed: 'Pendaftaran gagal. Silakan coba lagi.',
  passwordChangeFailed: 'Gagal mengganti password.',
  passwordChanged: 'Password berhasil diganti.',
  apiKeyFailed: 'Gagal membuat API Key baru.',
  apiKeyCreated: 'API Key baru berhasil dibuat dan sudah dipakai portal ini.',
  logoutAllFailed: 'Gagal mengakhiri semua sesi.',
  loggedOutEverywhere: 'Semua sesi telah diakhiri. Silakan login kembali.',
} as const;

type Check = (value: string) => string | null;

/** Characters as JSON Schema's minLength/maxLength count them (code points): an emoji is one, not two. */
const lengthOf = (value: string): number => [...value].length;

export const checkNama: Check = (value) => {
  const nama = value.trim();
  if (!nama) return fieldMessages.namaRequired;
  return lengthOf(nama) > accountLimits.namaMax ? fieldMessages.namaLength : null;
};

export const checkUsername: Check = (value) => {
  if (!value) return fieldMessages.usernameRequired;
  if (value.length < accountLimits.usernameMin || value.length > accountLimits.usernameMax) return fieldMessages.usernameLength;
  return /^[a-z0-9_.]+$/.test(value) ? null : fieldMessages.usernameCharacters;
};

export const checkPassword: Check = (value) => {
  if (!value) return fieldMessages.passwordRequired;
  if (lengthOf(value) < accountLimits.passwordMin) return fieldMessages.passwordLength;
  return lengthOf(value) > accountLimits.passwordMax ? fieldMessages.passwordTooLong : null;
};

/** The repetition of a password: only its equality matters, the first field carries the other rules. */
export const checkRepeat = (repeat: string, password: string): string | null => (repeat === password ? null : fieldMessages.passwordRepeat);
