/** The Indonesian answers of reminder delivery's account API (the server and its OpenAPI say the same). */
export const deliveryMessages = {
  deliveries: 'Daftar percobaan pengiriman webhook.',
  noDeliveries: 'Belum ada percobaan pengiriman webhook.',
  attemptUnknown: 'Percobaan pengiriman tidak ditemukan.',
  attemptRequired: 'id percobaan pengiriman wajib diisi.',
  targetUnknown: 'Webhook tidak ditemukan.',
  subscriptionRequired: 'subscriptionId wajib diisi.',
  gone: 'Webhook sudah dihapus, tidak ada yang dapat dikirim.',
  replayed: 'Pengiriman ulang selesai.',
  tested: 'Pesan uji terkirim.',
  testChannel: 'Kanal uji akun ini.',
  testMessages: 'Pesan yang diterima kanal uji.',
  noTestMessages: 'Kanal uji belum menerima pesan.',
  secretRotated: 'Secret webhook baru dibuat. Simpan sekarang: secret hanya ditampilkan sekali, secret lama tidak berlaku lagi.',
  webhooks: 'Daftar webhook pengingat akun ini.',
};
