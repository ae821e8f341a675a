/** What `npm run mcp` (the stdio MCP server) says when it cannot start. */
export const stdioMessages = {
  /** An upstream is set but no key for it is. */
  upstreamKeyMissing: 'PORTAL_APIKEY wajib diisi bila API_UPSTREAM dipakai.',
  /** Said after the folder lock's own message when the portal holds the data folder. */
  portalRunning:
    'Bila portal sedang berjalan di folder itu, jalankan MCP lewat portal tersebut: API_UPSTREAM=http://127.0.0.1:5173 PORTAL_APIKEY=<API key Anda> npm run mcp (panggilan dihitung pada kuota yang sama).',
  demoKeyUnknown: 'API key akun demo tidak diketahui: isi PORTAL_APIKEY.',
} as const;

/**
 * Indonesian messages only the portal server gives: upstream faults and the image proxy.
 * (Sentences the browser says too live in src/catalog/transport-messages.ts.)
 */
export const serverMessages = {
  upstreamUnreachable: 'Server API tidak dapat dihubungi.',
  upstreamTimeout: 'Server API tidak menjawab tepat waktu. Silakan coba lagi.',
  upstreamInvalid: 'Server API memberi jawaban yang tidak valid. Silakan coba lagi nanti.',
  upstreamPathInvalid: 'Path permintaan tidak valid.',
  clientClosed: 'Klien menutup koneksi sebelum jawaban selesai dikirim.',
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
  /** `PORTAL_OFFLINE=1`: said as it is, not as a missing address or the user's connection. */
  imageOffline: 'Gambar dari luar tidak tersedia: server portal ini berjalan offline.',
  imageFailed: 'Gambar tidak dapat dimuat.',
  imageNotImage: 'Alamat tersebut tidak berisi gambar.',
  imageTooLarge: 'Ukuran gambar maksimal adalah 5MB.',
  imageRedirectRefused: 'Pengalihan (redirect) gambar menuju alamat yang tidak diizinkan.',
  imageTooManyRedirects: 'Terlalu banyak pengalihan (redirect) saat memuat gambar.',
  imageTimeout: 'Server gambar tidak menjawab tepat waktu.',
} as const;

// The account API's answers are part of its exported contract (docs/openapi.json): they live beside the catalog's.
export { accountLockedMessage, accountMessages } from '../../catalog/account-messages.ts';
