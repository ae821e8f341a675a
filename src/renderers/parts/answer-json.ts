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

/** One way values read on screen, shared with the generic views. */
export { displayValue } from '../../engine/index.ts';
