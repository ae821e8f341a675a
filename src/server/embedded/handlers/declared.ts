import { declaredExample } from '../../../catalog/example-choice.ts';
import type { CatalogEntry } from '../../../catalog/types.ts';
import type { Answer } from '../answer.ts';

/*
 * What a handler tells the user comes from its entry, so no sentence is typed twice: a declared
 * answer is one of the entry's examples, named by its `name` (or, where one example has it, by its
 * status; see declaredExample). A key the entry does not declare falls back to the entry's `error`;
 * the handler tests assert each exact message, so a renamed example shows up there.
 */

/** A text field (`message` unless said) of a declared answer. */
export function declaredText(entry: CatalogEntry, key: string | number, field = 'message'): string {
  const value = (declaredExample(entry, key)?.response.json as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : entry.error;
}

/** A declared refusal as the answer: its status and its message. */
export function declaredRefusal(entry: CatalogEntry, key: string | number): Answer {
  const status = declaredExample(entry, key)?.response.status ?? 400;
  return { status, json: { status: false, message: declaredText(entry, key) } };
}

/** The entry's own failure message, as a 400 answer. */
export const entryFailure = (entry: CatalogEntry): Answer => ({ status: 400, json: { status: false, message: entry.error } });

/** What the schema says when a required input is missing (a file the multipart body lacks, say). */
export function requiredMessage(entry: CatalogEntry, input: string): string {
  const required = (entry.schema.errorMessage as { required?: Record<string, unknown> } | undefined)?.required;
  const message = required?.[input];
  return typeof message === 'string' ? message : entry.error;
}

/** A required input missing, as the 400 answer the validator would give. */
export const missingInput = (entry: CatalogEntry, input: string): Answer => ({ status: 400, json: { status: false, message: requiredMessage(entry, input) } });
