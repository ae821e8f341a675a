/** The highest daily limit an operator may give an account (the console, the CLI, the operator API). */
export const dailyLimitMax = 1_000_000_000;

/** The operator's API and the upgrade requests' Indonesian answers: part of the exported contract. */
export const operatorMessages = {
  adminOnly: 'Halaman ini hanya untuk pengelola portal (role ADMIN).',
  accountsListed: 'Daftar akun berhasil diambil.',
  accountShown: 'Akun berhasil diambil.',
  accountNotFound: 'Akun tidak ditemukan.',
  accountChanged: 'Akun berhasil diubah.',
  changesRequired: 'Kirim setidaknya satu dari plan, dailyLimit atau disabled.',
  planUnknown: 'Paket tidak dikenal.',
  limitInvalid: `dailyLimit harus bilangan bulat 0 sampai ${dailyLimitMax.toLocaleString('id-ID')}, atau null untuk tanpa batas.`,
  disabledInvalid: 'disabled harus true atau false.',
  passwordReset: 'Password berhasil diganti; semua sesi akun diakhiri.',
  sessionsEnded: 'Semua sesi akun diakhiri.',
  keyRevoked: 'API Key dicabut.',
  keyNotFound: 'API Key tidak ditemukan pada akun ini.',
  selfDisable: 'Anda tidak dapat menonaktifkan akun Anda sendiri.',
  upgradeRequested: 'Permintaan upgrade terkirim. Pengelola portal akan memeriksanya.',
  upgradeListed: 'Permintaan upgrade berhasil diambil.',
  upgradeApproved: 'Permintaan upgrade disetujui; paket akun sudah berlaku.',
  upgradeDeclined: 'Permintaan upgrade ditolak.',
  upgradeNotFound: 'Permintaan upgrade tidak ditemukan.',
  upgradeDecided: 'Permintaan upgrade ini sudah diputuskan.',
  upgradePending: 'Masih ada permintaan upgrade yang menunggu keputusan.',
  upgradeSamePlan: 'Akun Anda sudah memakai paket ini.',
  upgradeNoteTooLong: 'Catatan maksimal 500 karakter.',
  overviewShown: 'Ringkasan pemakaian berhasil diambil.',
  rangeInvalid: 'Parameter range harus 24h, 7d, 30d atau 90d.',
  auditListed: 'Log audit berhasil diambil.',
  changesImpactShown: 'Dampak perubahan API pada panggilan akun dalam 30 hari terakhir.',
  plansListed: 'Daftar paket berhasil diambil.',
  queryTooLong: 'Parameter q maksimal 100 karakter.',
  groupNotInPlan: 'Grup fitur ini tidak termasuk paket akun Anda. Lihat halaman paket untuk upgrade.',
} as const;

/** 403: a named key's scope lacks the group of the entry called. */
export function keyOutsideScope(keyName: string): string {
  return `API key "${keyName}" tidak diizinkan memanggil grup fitur ini. Tambahkan grupnya ke cakupan key atau pakai key lain.`;
}

/** 429: a named key has made its own calls of the day. */
export function keyCapReached(keyName: string, cap: number): string {
  return `API key "${keyName}" sudah mencapai batas hariannya sendiri (${cap.toLocaleString('id-ID')} panggilan). Coba lagi besok atau pakai key lain.`;
}

/** 429: the account's plan allows so many calls a minute. */
export function planRateReached(perMinute: number, seconds: number): string {
  return `Paket Anda membolehkan ${perMinute.toLocaleString('id-ID')} panggilan per menit. Silakan coba lagi dalam ${seconds} detik.`;
}
