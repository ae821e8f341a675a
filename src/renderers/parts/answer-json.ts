import type { SuccessAnswer } from '../types.ts';

export type JsonRecord = Record<string, unknown>;

/** The value when it is a plain JSON object, else null. */
export function asRecord(value: unknown): JsonRecord | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonRecord) : null;
}

/** The parsed body of a JSON answer as an object; null for files, text or any other shape. */
export function answerRecord(answer: SuccessAnswer): JsonRecord | null {
  return answer.as === 'json' ? asRecord(answer.data) : null;
}

/** A value as it should read on screen: numbers in the Indonesian locale, text as is. */
export function displayValue(value: unknown): string {
  if (typeof value === 'number') return new Intl.NumberFormat('id-ID').format(value);
  if (value === null || value === undefined) return '-';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
