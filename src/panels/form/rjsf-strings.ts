import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

/** RJSF's own strings in Indonesian; any not listed falls back to RJSF's English. */
const indonesian: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'Item',
  [TranslatableString.EmptyArray]: 'Belum ada item. Gunakan tombol di bawah untuk menambah.',
  [TranslatableString.YesLabel]: 'Ya',
  [TranslatableString.NoLabel]: 'Tidak',
  [TranslatableString.CloseLabel]: 'Tutup',
  [TranslatableString.ErrorsLabel]: 'Kesalahan',
  [TranslatableString.NewStringDefault]: 'Nilai baru',
  [TranslatableString.AddButton]: 'Tambah',
  [TranslatableString.AddItemButton]: 'Tambah item',
  [TranslatableString.CopyButton]: 'Salin',
  [TranslatableString.MoveDownButton]: 'Pindah ke bawah',
  [TranslatableString.MoveUpButton]: 'Pindah ke atas',
  [TranslatableString.RemoveButton]: 'Hapus',
  [TranslatableString.NowLabel]: 'Sekarang',
  [TranslatableString.ClearLabel]: 'Kosongkan',
  [TranslatableString.AriaDateLabel]: 'Pilih tanggal',
  [TranslatableString.PreviewLabel]: 'Pratinjau',
  [TranslatableString.DecrementAriaLabel]: 'Kurangi 1',
  [TranslatableString.IncrementAriaLabel]: 'Tambah 1',
  [TranslatableString.ClearButton]: 'kosongkan isian',
  [TranslatableString.Type]: 'Tipe',
  [TranslatableString.Value]: 'Nilai',
  [TranslatableString.UnknownFieldType]: 'Jenis isian tidak dikenal: %1',
  [TranslatableString.UnsupportedField]: 'Schema isian tidak didukung.',
};

export function translateString(key: TranslatableString, params?: string[]): string {
  const text = indonesian[key];
  return text ? englishStringTranslator(text as TranslatableString, params) : englishStringTranslator(key, params);
}
