import Papa from 'papaparse';
import type { EntryHandler } from './types.ts';

/** `people.csv` → `people.json`; a name with no usable base becomes `data.json`. */
function jsonName(original: string): string {
  const base = original.split(/[\\/]/).pop()?.replace(/\.[^.]*$/, '') ?? '';
  return `${base || 'data'}.json`;
}

export const csvToJson: EntryHandler = async ({ inputs, files }) => {
  const file = files.csvfile?.[0];
  if (!file) return { status: 400, json: { status: false, message: 'Silakan pilih file CSV terlebih dahulu.' } };
  // A UTF-8 BOM would otherwise end up in the first column's name.
  const text = file.data.toString('utf8').replace(/^\uFEFF/, '');
  const { data } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  if (inputs.output === 'file') {
    return { body: Buffer.from(JSON.stringify(data, null, 2)), contentType: 'application/json; charset=utf-8', filename: jsonName(file.name) };
  }
  return { json: { status: true, message: 'CSV berhasil dikonversi.', data } };
};
