import { jsonrepair } from 'jsonrepair';
import { declaredText, entryFailure } from '../declared.ts';
import { fileAnswer } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';

export const handler: EntryHandler = async ({ entry, inputs }) => {
  let data: unknown;
  try {
    data = JSON.parse(jsonrepair(String(inputs.code)));
  } catch {
    return entryFailure(entry);
  }
  if (inputs.output === 'file') {
    return fileAnswer(Buffer.from(JSON.stringify(data, null, 2)), 'fixed.json');
  }
  return { json: { status: true, message: declaredText(entry, 200), data } };
};
