/**
 * Every user-facing message of spec sections 5 and 8, word for word, with where each one is
 * proven: the entry and the form input that trigger it, or the test that asserts it elsewhere.
 * The spec lives outside the repository, so this list is the spec's copy inside it.
 */

/** A file as the form holds it: the runner sends a real file of this name, type and size. */
export interface FakeFile {
  kind: 'file';
  name: string;
  type: string;
  size: number;
  /** A file under public/fixtures whose bytes are sent instead of zeros. */
  fixture?: string;
}

export type FormInput = Record<string, unknown>;

/** The shortest fake file that can still carry its type's signature (the API reads types from bytes). */
export const honestMinSize = 16;

export const file = (name: string, type: string, size = 64): FakeFile => ({ kind: 'file', name, type, size });

export const fixture = (name: string, type: string): FakeFile => ({ kind: 'file', name, type, size: 0, fixture: name });

export const MB = 1024 * 1024;

export type Check =
  /** The compiled validator (as the browser runs it) and the embedded API's 400 both say the message. */
  | { kind: 'validation'; entry: string; input: FormInput }
  /** A failing answer without a message shows the entry's fallback through the runner. */
  | { kind: 'fallback'; entry: string }
  /** The embedded API itself answers the message (not a schema rule). */
  | { kind: 'api'; entry: string; input: FormInput; status: number }
  /** The runner refuses to send without an API key, with the message. */
  | { kind: 'missing-key'; entry: string }
  /**
   * Asserted by another test of the project: the file must exist and name the message. Without a
   * file, some test under tests/unit or src must name it (widgets still being written).
   */
  | { kind: 'test'; file?: string; pattern?: RegExp }
  /** Not proven yet: shown as a pending test, with why. */
  | { kind: 'pending'; reason: string };

export interface SpecMessage {
  section: '5' | '8';
  message: string;
  checks: Check[];
}

const v = (entry: string, input: FormInput): Check => ({ kind: 'validation', entry, input });
const fb = (entry: string): Check => ({ kind: 'fallback', entry });
const png = (size = 64) => file('gambar.png', 'image/png', size);
const txt = () => file('catatan.txt', 'text/plain');

export const specMessages: SpecMessage[] = [
  // §5 Session and general
  {
    section: '5',
    message: 'Waktu sesi habis, login kembali untuk masuk',
    checks: [{ kind: 'test', file: 'tests/unit/app/session/session.test.tsx' }, { kind: 'test', file: 'tests/unit/server/embedded/auth.test.ts' }],
  },
  {
    section: '5',
    message: 'API Key tidak ditemukan. Silakan logout dan login kembali.',
    checks: [{ kind: 'missing-key', entry: 'cuaca' }, { kind: 'test', file: 'tests/unit/panels/TryPanel/TryPanel.test.tsx' }],
  },
  // §5 Developer tools
  { section: '5', message: 'Kode tidak boleh kosong.', checks: [v('codesnap', {}), v('obfuscate', {})] },
  { section: '5', message: 'Kode SQL tidak boleh kosong.', checks: [v('sql-diagram', {})] },
  { section: '5', message: 'Input JSON tidak boleh kosong.', checks: [v('fix-json', {})] },
  { section: '5', message: "Kolom 'expiresIn' tidak boleh kosong.", checks: [v('jwt-create', {})] },
  {
    section: '5',
    message: 'Anda hanya dapat menambahkan maksimal 10 payload field.',
    checks: [v('jwt-create', { expiresIn: '1h', payload: Array.from({ length: 11 }, (_, i) => ({ key: `k${i}`, value: `v${i}` })) })],
  },
  { section: '5', message: 'JWT Token tidak boleh kosong.', checks: [v('jwt-decode', {})] },
  { section: '5', message: 'Harap unggah gambar terlebih dahulu.', checks: [v('favicon-generator', {}), v('idviral1', {}), v('smeme', { top: 'ATAS' })] },
  { section: '5', message: 'File harus berupa gambar (PNG, JPG, WEBP).', checks: [v('favicon-generator', { image: txt() })] },
  { section: '5', message: 'Setiap ukuran tidak boleh lebih dari 512.', checks: [v('favicon-generator', { image: png(), sizes: '16,600' })] },
  // §5 Waifu, education, Islamic
  { section: '5', message: 'Masukkan nama waifu.', checks: [v('waifu-search', {})] },
  {
    section: '5',
    message: 'Yakin ingin ... waifu ini?',
    checks: [{ kind: 'test', file: 'tests/unit/renderers/group-widgets/waifu/waifu.test.tsx', pattern: /Yakin ingin \S+ waifu ini\?/ }],
  },
  { section: '5', message: 'Yakin ingin membatalkan pernikahan?', checks: [{ kind: 'test', file: 'tests/unit/renderers/group-widgets/waifu/waifu.test.tsx' }] },
  { section: '5', message: 'Input tidak boleh kosong.', checks: [v('pddikti-browser', {}), v('pddikti-detail', {})] },
  { section: '5', message: 'Nama kota tidak boleh kosong.', checks: [v('sholat-cached', {})] },
  // §5 Uploads and file tools
  {
    section: '5',
    message: 'File yang dipilih bukan gambar.',
    // Image types are png, jpeg, gif and webp only: another image type is refused too.
    checks: [v('upload', { image: txt() }), v('upload', { image: file('foto.bmp', 'image/bmp') }), v('decode-qrcode', { image: txt() }), v('ocr', { image: txt() })],
  },
  {
    section: '5',
    message: 'Ukuran gambar maksimal adalah 5MB.',
    checks: [v('upload', { image: png(5 * MB + 1) }), v('ocr', { image: png(5 * MB + 1) }), v('decode-qrcode', { image: png(5 * MB + 1) })],
  },
  { section: '5', message: 'Silakan pilih gambar terlebih dahulu.', checks: [v('upload', {})] },
  { section: '5', message: 'Format file tidak didukung. Hanya .doc dan .docx.', checks: [v('convert', { document: file('laporan.pdf', 'application/pdf') })] },
  {
    section: '5',
    message: 'Ukuran file maksimal adalah 10MB.',
    checks: [
      v('convert', {
        document: file('laporan.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 10 * MB + 1),
      }),
    ],
  },
  { section: '5', message: 'Silakan pilih file dokumen terlebih dahulu.', checks: [v('convert', {})] },
  { section: '5', message: 'URL atau teks tidak boleh kosong.', checks: [v('qrcode', {})] },
  { section: '5', message: 'Silakan pilih gambar QR Code terlebih dahulu.', checks: [v('decode-qrcode', {})] },
  { section: '5', message: 'API Key tidak ditemukan. Silakan login kembali.', checks: [{ kind: 'missing-key', entry: 'decode-qrcode' }] },
  { section: '5', message: 'Judul dan Konten tidak boleh kosong.', checks: [v('pdf-generator', { content: 'Isi' }), v('pdf-generator', { title: 'Judul' })] },
  { section: '5', message: 'Format logo harus PNG atau JPG.', checks: [v('pdf-generator', { title: 'Judul', content: 'Isi', logo: file('logo.gif', 'image/gif') })] },
  { section: '5', message: 'Ukuran logo maksimal adalah 2MB.', checks: [v('pdf-generator', { title: 'Judul', content: 'Isi', logo: png(2 * MB + 1) })] },
  { section: '5', message: 'Minimal 2 gambar diperlukan untuk membuat GIF.', checks: [v('gif-generator', { images: [png()] }), v('gif-generator', {})] },
  { section: '5', message: 'Anda hanya dapat mengunggah maksimal 15 gambar.', checks: [v('gif-generator', { images: Array.from({ length: 16 }, () => png()) })] },
  { section: '5', message: 'Silakan unggah gambar terlebih dahulu.', checks: [v('ocr', {})] },
  { section: '5', message: 'Format file tidak valid. Harap unggah file .csv', checks: [v('csv-to-json', { csvfile: file('data.xlsx', 'application/vnd.ms-excel') })] },
  // §5 Random picture and makers
  { section: '5', message: 'Kategori tidak boleh kosong.', checks: [v('randompict', {})] },
  { section: '5', message: 'Teks tidak boleh kosong.', checks: [v('brat', {}), v('iqc', {})] },
  { section: '5', message: 'Harap unggah kedua gambar.', checks: [v('couple', { image1: png() }), v('couple', { image2: png() })] },
  { section: '5', message: 'Harap unggah gambar dan pilih filter.', checks: [v('randomfilter', { filter: 'grayscale' }), v('randomfilter', { image: png() })] },
  { section: '5', message: 'Harap isi setidaknya satu kolom teks.', checks: [v('smeme', { image: png() })] },
  // §5 2FA
  { section: '5', message: 'User ID tidak boleh kosong.', checks: [v('2fa-generate', {})] },
  { section: '5', message: 'User ID dan Token tidak boleh kosong.', checks: [v('2fa-verify', { token: '123456' }), v('2fa-verify', { userId: 'demo' })] },

  // §8 Data
  { section: '8', message: 'Gagal mengambil data cuaca.', checks: [fb('cuaca')] },
  { section: '8', message: 'Gagal mengambil data gempa.', checks: [fb('gempa')] },
  { section: '8', message: 'Gagal mengambil informasi IP.', checks: [fb('ip-info')] },
  { section: '8', message: 'Gagal mengambil data.', checks: [fb('waifu-random'), fb('pddikti-browser')] },
  { section: '8', message: 'Gagal memuat statistik.', checks: [fb('rpg-stats')] },
  { section: '8', message: 'Gagal memuat papan peringkat.', checks: [fb('rpg-leaderboard')] },
  { section: '8', message: 'Gagal mengambil data jadwal sholat.', checks: [fb('sholat-cached')] },
  // §8 Tools
  { section: '8', message: 'Gagal membuat codesnap.', checks: [fb('codesnap')] },
  {
    section: '8',
    message: 'Format respons dari server tidak valid.',
    checks: [{ kind: 'test', file: 'tests/unit/panels/TryPanel/TryPanel.test.tsx' }],
  },
  { section: '8', message: 'Gagal membuat diagram.', checks: [fb('sql-diagram')] },
  { section: '8', message: 'Gagal melakukan obfuscate.', checks: [fb('obfuscate')] },
  { section: '8', message: 'Gagal memperbaiki JSON.', checks: [fb('fix-json')] },
  { section: '8', message: 'Gagal membuat JWT.', checks: [fb('jwt-create')] },
  { section: '8', message: 'Gagal mendekode JWT atau format respons salah.', checks: [fb('jwt-decode')] },
  { section: '8', message: 'Gagal membuat favicon.', checks: [fb('favicon-generator')] },
  // §8 Uploads and files
  { section: '8', message: 'Gagal mengunggah gambar.', checks: [fb('upload')] },
  { section: '8', message: 'Terjadi kesalahan saat konversi.', checks: [fb('convert')] },
  { section: '8', message: 'Gagal membuat QR code.', checks: [fb('qrcode')] },
  {
    section: '8',
    message: 'Gagal mendekode gambar QR.',
    checks: [
      fb('decode-qrcode'),
      { kind: 'api', entry: 'decode-qrcode', input: { image: fixture('pixel.png', 'image/png') }, status: 400 },
      // A 200 answer without `result`: the decoded-QR widget says it.
      { kind: 'test', file: 'tests/unit/renderers/DownloadView/files-widgets.test.tsx' },
    ],
  },
  { section: '8', message: 'Gagal membuat PDF.', checks: [fb('pdf-generator')] },
  { section: '8', message: 'Gagal membuat GIF.', checks: [fb('gif-generator')] },
  { section: '8', message: 'Gagal memproses gambar.', checks: [fb('ocr')] },
  { section: '8', message: 'Gagal mengonversi file.', checks: [fb('csv-to-json')] },
  // §8 Pictures and makers
  { section: '8', message: 'Gagal mengambil gambar.', checks: [fb('randompict')] },
  {
    section: '8',
    message: 'Tidak ada gambar yang ditemukan untuk kategori ini.',
    checks: [
      { kind: 'api', entry: 'randompict', input: { q: 'kategori-kosong' }, status: 404 },
      // A 200 answer with an empty `urls`: the image view says its declared `missing` text.
      { kind: 'test', file: 'tests/unit/renderers/ImageView/picture-pddikti.test.tsx' },
    ],
  },
  { section: '8', message: 'Gagal membuat gambar.', checks: [fb('brat'), fb('couple'), fb('iqc')] },
  { section: '8', message: 'Gagal membuat Filter.', checks: [fb('idviral1')] },
  { section: '8', message: 'Gagal menerapkan filter.', checks: [fb('randomfilter')] },
  { section: '8', message: 'Gagal membuat gambar quote.', checks: [fb('qc')] },
  { section: '8', message: 'Gagal membuat meme.', checks: [fb('smeme')] },
  // §8 2FA
  { section: '8', message: 'Gagal membuat kode 2FA.', checks: [fb('2fa-generate')] },
  {
    section: '8',
    message: 'Verifikasi gagal.',
    checks: [fb('2fa-verify'), { kind: 'api', entry: '2fa-verify', input: { userId: 'belum-terdaftar', token: '123456' }, status: 404 }],
  },
  // §8 Success and copy
  { section: '8', message: 'URL berhasil disalin!', checks: [{ kind: 'test', file: 'tests/unit/renderers/DownloadView/files-widgets.test.tsx' }] },
];
