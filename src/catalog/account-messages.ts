import { keyCapMax } from './account-keys.ts';
import { fieldMessages } from './account-rules.ts';

/**
 * The account API's Indonesian answers (sign-up, sessions, keys, passwords). A field's problem is
 * the one the portal's forms give for it, from the same rules.
 */
export const accountMessages = {
  registered: 'Pendaftaran berhasil.',
  loggedIn: 'Login berhasil.',
  profileLoaded: 'Profil berhasil dimuat.',
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
  requestsListed: 'Log request berhasil diambil.',
  usageShown: 'Pemakaian berhasil diambil.',
  logLimitInvalid: 'Parameter limit harus bilangan bulat 1–100.',
  logBeforeInvalid: 'Parameter before harus id request dari log.',
  logStatusInvalid: 'Parameter status harus kode HTTP tiga angka (misalnya 400) atau kelompoknya (misalnya 4xx).',
  logEntryInvalid: 'Parameter entry maksimal 200 karakter.',
  usageDaysInvalid: 'Parameter days harus 1, 7, 30 atau 90.',
  logKeyInvalid: 'Parameter key harus id API key dari daftar kunci Anda.',
  keysListed: 'Daftar API key berhasil diambil.',
  keyCreated: 'API key baru berhasil dibuat. Simpan sekarang: nilainya tidak ditampilkan lagi.',
  keyRevoked: 'API key dicabut.',
  keyNotFound: 'API key tidak ditemukan pada akun Anda.',
  keyNameInvalid: 'Nama key wajib diisi, paling banyak 40 karakter.',
  keyNameTaken: 'Nama key sudah dipakai key lain yang masih aktif.',
  keyScopeInvalid: 'scope harus daftar id grup dari katalog yang dibuka paket Anda.',
  keyCapInvalid: `dailyCap harus bilangan bulat 1 sampai ${keyCapMax.toLocaleString('id-ID')}, atau null untuk tanpa batas sendiri.`,
  mainKeyKept: 'Kunci utama dipakai portal ini; ganti lewat "Buat API Key baru".',
  changesListed: 'Perubahan API yang menyentuh panggilan Anda dalam 30 hari terakhir.',
  noChangesForYou: 'Tidak ada perubahan API yang menyentuh panggilan Anda dalam 30 hari terakhir.',
} as const;

/** 429 after too many wrong passwords for one account. */
export function accountLockedMessage(minutes: number): string {
  return `Terlalu banyak percobaan password yang salah untuk akun ini. Login dikunci sementara; silakan coba lagi dalam ${minutes} menit.`;
}


/** 403 when the plan's number of keys is reached. */
export function keysPerAccountReached(max: number): string {
  return `Paket Anda membolehkan ${max} API key aktif (termasuk kunci utama). Cabut key lain atau ajukan upgrade paket.`;
}
