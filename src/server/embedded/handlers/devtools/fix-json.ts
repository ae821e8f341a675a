import { jsonrepair } from 'jsonrepair';
import { nestsDeeperThan } from '../../../common/index.ts';
import { declaredText, entryFailure } from '../declared.ts';
import { jsonFromText, tooDeepText } from '../json-text.ts';
import { fileAnswer } from '../../answer.ts';
import type { EntryHandler } from '../types.ts';

export const handler: EntryHandler = async ({ entry, inputs }) => {
  const code = String(inputs.code);
  // The repair reads recursively: a text nested past the limit is refused before it runs.
  if (nestsDeeperThan(code)) return tooDeepText;
  let repaired: string;
  try {
    repaired = jsonrepair(code);
  } catch {
    return entryFailure(entry);
  }
  const read = jsonFromText(entry, repaired);
  if ('refusal' in read) return read.refusal;
  if (inputs.output === 'file') {
    return fileAnswer(Buffer.from(JSON.stringify(read.value, null, 2)), 'fixed.json');
  }
  return { json: { status: true, message: declaredText(entry, 200), data: read.value } };
};
