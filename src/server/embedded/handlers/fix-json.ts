import { jsonrepair } from 'jsonrepair';
import type { EntryHandler } from './types.ts';

export const fixJson: EntryHandler = async ({ inputs }) => {
  let data: unknown;
  try {
    data = JSON.parse(jsonrepair(String(inputs.code)));
  } catch {
    return { status: 400, json: { status: false, message: 'Gagal memperbaiki JSON.' } };
  }
  if (inputs.output === 'file') {
    return { body: Buffer.from(JSON.stringify(data, null, 2)), contentType: 'application/json; charset=utf-8', filename: 'fixed.json' };
  }
  return { json: { status: true, message: 'JSON berhasil diperbaiki.', data } };
};
