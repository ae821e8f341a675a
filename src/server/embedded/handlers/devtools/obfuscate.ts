import { serverMessages } from '../../../common/index.ts';
import { PoolBusy, runHeavy } from '../../../workers/index.ts';
import { entryFailure } from '../declared.ts';
import type { EntryHandler } from '../types.ts';

/** 512 KB of code kept the obfuscator busy for seconds; this much stays well under one. */
export const maxCodeLength = 100_000;

/** Default preset (renamed identifiers, a string array), run in the worker pool. */
export const handler: EntryHandler = async ({ entry, inputs }) => {
  const source = String(inputs.code);
  if (source.length > maxCodeLength) return { status: 400, json: { status: false, message: serverMessages.codeTooLong } };
  try {
    const code = await runHeavy('obfuscate', source);
    // Code that does not parse as JavaScript cannot be obfuscated.
    if (code === null) return entryFailure(entry);
    return { json: { status: true, obfuscatedCode: { code } } };
  } catch (error) {
    if (error instanceof PoolBusy) return { status: 503, json: { status: false, message: serverMessages.busy } };
    return entryFailure(entry);
  }
};
