import { jsonrepair } from 'jsonrepair';
import { declaredText, entryFailure } from './declared.ts';
import type { EntryHandler } from './types.ts';

export const fixJson: EntryHandler = async ({ entry, inputs }) => {
  let data: unknown;
  try {
    data = JSON.parse(jsonrepair(String(inputs.code)));
  } catch {
    return entryFailure(entry);
  }
  if (inputs.output === 'file') {
    return { body: Buffer.from(JSON.stringify(data, null, 2)), contentType: 'application/json; charset=utf-8', filename: 'fixed.json' };
  }
  return { json: { status: true, message: declaredText(entry, 200), data } };
};
