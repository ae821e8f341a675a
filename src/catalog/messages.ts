import { maxJsonDepth } from './transport-messages.ts';

/** Indonesian messages that belong to no single catalog entry (spec sections 4, 5 and 8). */
export const messages = {
  missingApiKey: 'API Key tidak ditemukan. Silakan logout dan login kembali.',
  sessionExpired: 'Waktu sesi habis, login kembali untuk masuk',
  loggedOut: 'Anda berhasil logout.',
  loadingSession: 'Memuat Sesi...',
  limitTitle: 'Batas Request Habis!',
  limitBody: 'Batas request harian Anda sudah habis. Kembali lagi besok atau beli premium.',
  backToAll: 'Kembali ke semua fitur',
  copiedText: 'Berhasil disalin!',
  networkError: 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.',
  /** The answer began and then broke off: not a network error before any answer. */
  bodyCut: 'Koneksi terputus sebelum jawaban selesai diterima. Silakan coba lagi.',
  timeout: 'Server tidak menjawab tepat waktu. Silakan coba lagi.',
  invalidApiKey: 'API Key tidak valid. Silakan logout dan login kembali.',
  invalidToken: 'Token sesi tidak valid.',
  limitReached: 'Batas request harian habis. Kembali lagi besok atau beli premium.',
  notFound: 'Endpoint tidak ditemukan.',
  loginFailed: 'Username atau password salah.',
  loginRequired: 'Username dan password tidak boleh kosong.',
  invalidInput: 'Input tidak valid.',
  serverError: 'Terjadi kesalahan pada server.',
  /** An image was promised and something else arrived (spec section 8, tools). */
  invalidFormat: 'Format respons dari server tidak valid.',
  apiKeyCopied: 'API Key berhasil disalin!',
  featureNotFound: 'Fitur tidak ditemukan.',
  demoAccount: 'Akun demo: demo / demo123',
  /** A documentation-only endpoint with no example answer: the embedded API cannot answer it (501). */
  /** The profile got no answer, a 5xx or a 429: an outage, not a refused session (the user stays signed in). */
  outageTitle: 'Server sedang tidak dapat dihubungi',
  outageBody: 'Anda tetap masuk: sesi Anda tidak dihapus. Portal mencoba menghubungi server lagi secara otomatis.',
  /** `{detik}` is the countdown to the next automatic try. */
  outageRetryIn: 'Mencoba lagi dalam {detik} detik.',
  outageRetrying: 'Sedang mencoba lagi...',
  outageRetryNow: 'Coba sekarang',
  /** JSON a tool reads from a text input (the JSON fixer's text, a token's payload) breaks the body's rules. */
  jsonTextTooDeep: `JSON terlalu dalam: maksimal ${maxJsonDepth} tingkat bersarang.`,
  jsonTextPrototypeKey: 'JSON tidak boleh memuat kunci __proto__ atau constructor.prototype.',
  notInEmbeddedApi: 'Endpoint ini hanya didokumentasikan; API bawaan belum menjawabnya.',
} as const;
