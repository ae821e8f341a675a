/**
 * Messages the catalog adds where the spec is silent (rules it implies, documentation-only
 * endpoints, empty states). Listed so that a new catalog message is either one of these, or a
 * spec message in spec-messages.ts: never an unnoticed variant of a spec text.
 */
export const catalogOwnMessages: string[] = [
  'Warna harus berupa kode hex, misalnya #ff69b4.', // couple
  'Avatar harus berupa URL yang valid.', // qc
  'Nilai harus berupa angka.', // randomfilter
  'Nilai filter wajib diisi untuk filter ini.', // randomfilter
  'Pilih arah flip (horizontal atau vertical).', // randomfilter
  'Pilih set soal terlebih dahulu.', // games
  'Token harus berupa 6 digit angka.', // 2fa-verify
  'Ukuran file maksimal adalah 5MB.', // csv-to-json
  'Silakan pilih file CSV terlebih dahulu.', // csv-to-json
  'Jeda harus berupa angka.', // gif-generator
  'Jeda tidak boleh negatif.', // gif-generator
  'Kualitas harus berupa angka.', // gif-generator
  'Lebar harus berupa angka.', // qrcode
  'Lebar minimal 1.', // qrcode
  'Error correction level harus L, M, Q atau H.', // qrcode
  'Warna harus berupa kode hex, misalnya #000000.', // qrcode
  'Warna harus berupa kode hex, misalnya #ffffff.', // qrcode
  'Ukuran hanya boleh berisi angka yang dipisah koma, misalnya 16,32,48.', // favicon-generator
  'Format expiresIn tidak valid. Contoh: 1h, 7d, 30m.', // jwt-create
  'Waifu ID tidak boleh kosong.', // waifu-claim, waifu-marry, waifu-unclaim, waifu-unmarry
  'URL gambar tidak boleh kosong.', // waifu-claim
  'Belum ada waifu yang diklaim.', // waifu-myclaim
  'Kamu belum menikah dengan waifu mana pun.', // waifu-mymarriage
  'Waifu tidak ditemukan.', // waifu-search
  // The embedded API's answers to unknown or duplicate subscriptions, documented as examples.
  'Data ulang tahun tidak ditemukan.', // birthday-update, birthday-delete
  'Data ulang tahun untuk user ini sudah ada.', // birthday-create
  'Tanggal lahir tidak valid.', // birthday-create, birthday-update
  'Webhook gempa tidak ditemukan.', // webhook-quake-delete
  'Webhook sholat tidak ditemukan.', // webhook-sholat-update, webhook-sholat-delete
  'Webhook cuaca tidak ditemukan.', // webhook-weather-update, webhook-weather-delete
  'Channel ini sudah terdaftar untuk webhook gempa.', // webhook-quake-create
  'Channel ini sudah terdaftar untuk webhook sholat.', // webhook-sholat-create
  'Channel ini sudah terdaftar untuk webhook cuaca.', // webhook-weather-create
  'Pilih daerah terlebih dahulu.', // quotes
  'Data mahasiswa tidak ditemukan.', // pddikti-browser, pddikti-detail
  "Tanggal harus 'now' atau berformat DD-MM-YYYY.", // sholat-cached, sholat
  'Tanggal "31-02-2025" tidak ada di kalender. Gunakan tanggal yang ada, berformat DD-MM-YYYY.', // sholat-cached, sholat
  'Kota "Surabya" tidak ditemukan. Mungkin maksud Anda: Kota Surabaya.', // sholat-cached, sholat
  'Kota "xyzzy" tidak ditemukan. Tulis nama kabupaten atau kota di Indonesia, misalnya Surabaya atau Kabupaten Bandung.', // sholat-cached
  'Gagal menghapus data ulang tahun.', // birthday-delete
  'Webhook URL tidak boleh kosong.', // birthday-delete, birthday-list, birthday-create, birthday-update, webhook-quake-create, webhook-sholat-create, webhook-sholat-update, webhook-weather-create, webhook-weather-update
  'Webhook URL harus berupa URL yang valid.', // birthday-delete, birthday-list, birthday-create, birthday-update, webhook-quake-create, webhook-sholat-create, webhook-sholat-update, webhook-weather-create, webhook-weather-update
  'Gagal menyimpan data ulang tahun.', // birthday-create
  'Nama tidak boleh kosong.', // birthday-create, birthday-update
  'Tanggal harus berformat DD-MM-YYYY.', // birthday-create, birthday-update
  'Data ulang tahun tidak boleh kosong.', // birthday-create, birthday-update
  'Gagal memperbarui data ulang tahun.', // birthday-update
  'Gagal menghapus webhook.', // webhook-quake-delete, webhook-sholat-delete, webhook-weather-delete
  'Gagal menyimpan webhook.', // webhook-quake-create, webhook-sholat-create, webhook-weather-create
  'URL avatar harus berupa URL yang valid.', // webhook-quake-create, webhook-sholat-create, webhook-sholat-update, webhook-weather-create, webhook-weather-update
  'Gagal memperbarui webhook.', // webhook-sholat-update, webhook-weather-update
  'Format waktu harus HH:mm, misalnya 07:00.', // webhook-weather-create, webhook-weather-update
  'Isi setidaknya satu waktu pengiriman.', // webhook-weather-create, webhook-weather-update
  'Papan peringkat hanya tersedia berdasarkan money.', // rpg-leaderboard
  'Jumlah pemain harus berupa angka.', // rpg-leaderboard
  'Jumlah pemain minimal 1.', // rpg-leaderboard
  'Jumlah pemain maksimal 10.', // rpg-leaderboard
  'ID pengguna tidak boleh kosong.', // rpg-user-get, rpg-user-post
  'ID pengguna maksimal 64 karakter.', // rpg-user-get, rpg-user-post
  'Pemain tidak ditemukan. Simpan dulu dengan POST /rpg/user/{id}.', // rpg-user-get
  'Nama pengguna harus berupa teks.', // rpg-user-post
  'Nama pengguna tidak boleh kosong.', // rpg-user-post
  'Nama pengguna maksimal 64 karakter.', // rpg-user-post
  'Uang harus berupa bilangan bulat.', // rpg-user-post
  'Uang tidak boleh negatif.', // rpg-user-post
  'Uang maksimal 1000000000000000.', // rpg-user-post
  'Gagal menyimpan data pemain.', // rpg-user-post
  'API key ini sudah menyimpan 10.000 pemain RPG, batas per akun. Perbarui pemain yang sudah ada.', // rpg-user-post
  'Nilai brightness harus antara -1 dan 1.', // randomfilter
  'Nilai contrast harus antara -1 dan 1.', // randomfilter
  'Nilai saturate harus antara 0 dan 100.', // randomfilter
  'Nilai blur harus antara 1 dan 100.', // randomfilter
  'Nilai posterize harus antara 2 dan 256.', // randomfilter
  'Nilai pixelate harus antara 1 dan 50.', // randomfilter
  'Quotes untuk daerah ini belum tersedia.', // quotes
  'Kamu sudah mengklaim waifu ini.', // waifu-claim
  'Klaim waifu ini terlebih dahulu sebelum menikahinya.', // waifu-marry
  'Kamu sudah menikah dengan waifu ini.', // waifu-marry
  'Kamu belum mengklaim waifu ini.', // waifu-unclaim
  'Waifu yang sudah dinikahi tidak bisa dilepas. Batalkan pernikahan terlebih dahulu.', // waifu-unclaim
  'Kamu tidak sedang menikah dengan waifu ini.', // waifu-unmarry
  // Bounds per account and field lengths of what the store keeps.
  'API key ini sudah membuat 10.000 klaim, batas per akun. Lepas klaim lama terlebih dahulu.',
  'API key ini sudah menyimpan 10.000 User ID 2FA, batas per akun. Buat ulang kode untuk User ID yang sudah ada.',
  'ID channel maksimal 64 karakter.',
  'Nama kota maksimal 100 karakter.',
  'Nama maksimal 100 karakter.',
  'Nama pengirim maksimal 80 karakter.',
  'Ruang unggahan akun ini sudah penuh (batas 100 MB per akun). Gambar tidak disimpan.',
  'Satu API key menyimpan ulang tahun untuk paling banyak 50 webhook.',
  'Satu webhook menyimpan paling banyak 500 ulang tahun. Hapus data lama terlebih dahulu.',
  'Setiap tag maksimal 50 karakter.',
  'Tag maksimal 10.',
  'URL avatar maksimal 2048 karakter.',
  'URL gambar maksimal 2048 karakter.',
  'User ID maksimal 256 karakter.',
  'User ID maksimal 64 karakter.',
  'Waktu pengiriman maksimal 24.',
  'Webhook URL maksimal 2048 karakter.',
  // The address policy's refusals of a webhook URL (src/server/net/destination.ts), shown as the webhook entries' 400 examples.
  'URL webhook tidak valid (harus http atau https).',
  'Alamat tujuan ditolak: alamat privat, lokal, atau metadata tidak boleh dituju.',
];
