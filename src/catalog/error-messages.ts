import type { ErrorObject } from 'ajv';
import type { RJSFValidationError } from '@rjsf/utils';

/** Generic Indonesian messages for rules a catalog entry gave no message of its own (the OpenAPI export lists them too). */
export const fallbackByKeyword: Record<string, (e: { params?: Record<string, unknown> }) => string> = {
  required: () => 'Wajib diisi.',
  type: () => 'Jenis nilai tidak sesuai.',
  enum: (e) => `Pilih salah satu: ${((e.params?.allowedValues as unknown[]) ?? []).join(', ')}.`,
  minimum: (e) => `Nilai minimal ${String(e.params?.limit)}.`,
  maximum: (e) => `Nilai maksimal ${String(e.params?.limit)}.`,
  minLength: () => 'Tidak boleh kosong.',
  maxLength: (e) => `Maksimal ${String(e.params?.limit)} karakter.`,
  pattern: () => 'Format tidak sesuai.',
  format: () => 'Format tidak sesuai.',
  minItems: (e) => `Minimal ${String(e.params?.limit)} item.`,
  maxItems: (e) => `Maksimal ${String(e.params?.limit)} item.`,
};

/** Replaces ajv's English messages by Indonesian ones; ajv-errors messages are kept as written. */
export function localize(errors?: null | ErrorObject[]): void {
  for (const error of errors ?? []) {
    if (error.keyword === 'errorMessage') continue;
    const make = fallbackByKeyword[error.keyword];
    error.message = make ? make(error) : 'Input tidak valid.';
  }
}

/** One field-level message: `field` is the top-level input it belongs to ('' for the whole form). */
export interface FieldError {
  field: string;
  message: string;
}

/** The top-level input an ajv error is about, from its instance path or its missing property. */
export function errorField(instancePath: string, params: Record<string, unknown> | undefined): string {
  const first = instancePath.split('/').filter(Boolean)[0];
  if (first !== undefined) return first;
  const errors = params?.errors as { params?: { missingProperty?: string } }[] | undefined;
  const missing = (params?.missingProperty as string | undefined) ?? errors?.[0]?.params?.missingProperty;
  return missing ?? '';
}

/** Messages written in the catalog (ajv-errors) win over generic ones for the same field. */
const authored = (keyword: string) => (keyword === 'errorMessage' ? 0 : 1);

/** "must match then schema" only repeats the error of the branch that failed. */
const echoes = new Set(['if']);

/** One message per field: the first one the catalog wrote for it, else the first generic one. */
export function fieldErrors(errors: ErrorObject[]): FieldError[] {
  const seen = new Map<string, string>();
  for (const e of [...errors].filter((x) => !echoes.has(x.keyword)).sort((a, b) => authored(a.keyword) - authored(b.keyword))) {
    const field = errorField(e.instancePath, e.params as Record<string, unknown>);
    if (!seen.has(field)) seen.set(field, e.message ?? 'Input tidak valid.');
  }
  return [...seen].map(([field, message]) => ({ field, message }));
}

/**
 * RJSF hangs a `required` message from `errorMessage.required.<prop>` on the parent object and
 * prefixes it with the label: move it to its field and keep the text exactly as the spec says it.
 */
export function transformErrors(errors: RJSFValidationError[]): RJSFValidationError[] {
  const byField = new Map<string, RJSFValidationError>();
  const ordered = errors.filter((e) => !echoes.has(e.name ?? '')).sort((a, b) => authored(a.name ?? '') - authored(b.name ?? ''));
  for (const error of ordered) {
    const params = error.params as Record<string, unknown> | undefined;
    const path = (error.property ?? '').replace(/^\./, '').split('.').filter(Boolean);
    const field = path[0] ?? errorField('', params);
    if (byField.has(field)) continue;
    const message = error.message ?? '';
    byField.set(field, { ...error, property: field ? `.${field}` : '', message, stack: message });
  }
  return [...byField.values()];
}
