/**
 * Indonesian messages only the portal server gives: upstream faults and the image proxy.
 * (Sentences the browser says too live in src/catalog/transport-messages.ts.)
 */
export const serverMessages = {
  upstreamUnreachable: 'Server API tidak dapat dihubungi.',
  upstreamTimeout: 'Server API tidak menjawab tepat waktu. Silakan coba lagi.',
  upstreamInvalid: 'Server API memberi jawaban yang tidak valid. Silakan coba lagi nanti.',
  upstreamPathInvalid: 'Path permintaan tidak valid.',
  upstreamCut: 'Koneksi ke server API terputus sebelum jawaban selesai. Silakan coba lagi.',
  badUrl: 'Alamat permintaan tidak valid.',
  badRequest: 'Permintaan tidak valid.',
  requestTimeout: 'Permintaan tidak selesai dikirim tepat waktu. Silakan coba lagi.',
  headersTooLarge: 'Header permintaan terlalu besar.',
  multipartInvalid: 'Body multipart tidak valid.',
  busy: 'Server sedang sibuk memproses permintaan lain. Silakan coba lagi sebentar lagi.',
  /** The store (PostgreSQL) cannot be reached while a call's key and quota are checked. */
  quotaUnavailable: 'Kuota request sedang tidak dapat diperiksa. Silakan coba lagi sebentar lagi.',
  imageTooManyPixels: 'Ukuran gambar terlalu besar: maksimal 16 juta piksel (misalnya 4000×4000).',
  codeTooLong: 'Kode terlalu panjang: maksimal 100.000 karakter.',
  imageUrlInvalid: 'URL gambar tidak valid. Gunakan alamat http atau https.',
  imageAddressRefused: 'Alamat gambar tidak diizinkan: jaringan lokal, privat atau metadata cloud tidak dapat diakses.',
  imageNotFound: 'Alamat gambar tidak ditemukan.',
  imageFailed: 'Gambar tidak dapat dimuat.',
  imageNotImage: 'Alamat tersebut tidak berisi gambar.',
  imageTooLarge: 'Ukuran gambar maksimal adalah 5MB.',
  imageRedirectRefused: 'Pengalihan (redirect) gambar menuju alamat yang tidak diizinkan.',
  imageTooManyRedirects: 'Terlalu banyak pengalihan (redirect) saat memuat gambar.',
  imageTimeout: 'Server gambar tidak menjawab tepat waktu.',
} as const;

/** The account API's Indonesian answers (sign-up, sessions, keys, passwords). */
export const accountMessages = {
  registered: 'Pendaftaran berhasil.',
  usernameInvalid: 'Username harus 3–32 karakter dan hanya berisi huruf kecil, angka, titik (.) atau garis bawah (_).',
  passwordTooShort: 'Password minimal 8 karakter.',
  passwordTooLong: 'Password maksimal 200 karakter.',
  namaRequired: 'Nama tidak boleh kosong.',
  namaTooLong: 'Nama maksimal 100 karakter.',
  usernameTaken: 'Username sudah dipakai. Silakan pilih username lain.',
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

