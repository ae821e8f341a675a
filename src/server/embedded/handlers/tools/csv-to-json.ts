import Papa from 'papaparse';
import { declaredText, missingInput } from '../declared.ts';
import { fileAnswer } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';

/** `people.csv` → `people.json`; a name with no usable base becomes `data.json`. */
function jsonName(original: string): string {
  const base = original.split(/[\\/]/).pop()?.replace(/\.[^.]*$/, '') ?? '';
  return `${base || 'data'}.json`;
}

export const handler: EntryHandler = async ({ entry, inputs, files }) => {
  const file = files.csvfile?.[0];
  if (!file) return missingInput(entry, 'csvfile');
  // A UTF-8 BOM would otherwise end up in the first column's name.
  const text = file.data.toString('utf8').replace(/^\uFEFF/, '');
  const { data } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  if (inputs.output === 'file') {
    return fileAnswer(Buffer.from(JSON.stringify(data, null, 2)), jsonName(file.name));
  }
  return { json: { status: true, message: declaredText(entry, 200), data } };
};
