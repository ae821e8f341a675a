/** Labels of the student detail fields PDDikti answers with; other fields get a readable key. */
export const studentLabels: Record<string, string> = {
  nama: 'Nama',
  nim: 'NIM',
  jenis_kelamin: 'Jenis kelamin',
  nama_pt: 'Perguruan tinggi',
  sinkatan_pt: 'Singkatan PT',
  kode_pt: 'Kode PT',
  prodi: 'Program studi',
  nama_prodi: 'Program studi',
  jenjang: 'Jenjang',
  tanggal_masuk: 'Tanggal masuk',
  jenis_daftar: 'Jenis pendaftaran',
  status_saat_ini: 'Status saat ini',
};

export const labelOf = (key: string): string => studentLabels[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');

/** An ISO date (YYYY-MM-DD) read the Indonesian way (spec §9: dates in id-ID); anything else as is. */
export function readableDate(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
