import JavaScriptObfuscator from 'javascript-obfuscator';
import type { EntryHandler } from '../types.ts';

/** Default preset: renamed identifiers and a string array, behaviour unchanged. */
export const obfuscate: EntryHandler = async ({ inputs }) => {
  try {
    const code = JavaScriptObfuscator.obfuscate(String(inputs.code), { compact: true, stringArray: true }).getObfuscatedCode();
    return { json: { status: true, obfuscatedCode: { code } } };
  } catch {
    // Code that does not parse as JavaScript cannot be obfuscated.
    return { status: 400, json: { status: false, message: 'Gagal melakukan obfuscate.' } };
  }
};
