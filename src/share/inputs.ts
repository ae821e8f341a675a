/** A chosen file as the form holds it: `{ id, name, size, type }` (the File itself stays in memory). */
export function isFileValue(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.size === 'number' && typeof v.type === 'string';
}

const isFileInput = (value: unknown) => isFileValue(value) || (Array.isArray(value) && value.length > 0 && value.every(isFileValue));

/** Inputs that never leave the form: credentials a user might have typed in. */
const secretNames = /^(apikey|api_key|token|password|secret)$/i;

export interface SplitInputs {
  /** What may be kept or shared: text, numbers, choices. */
  values: Record<string, unknown>;
  /** Per file input, the names of the files chosen (never their contents). */
  files: Record<string, string[]>;
}

/** Splits form values into shareable values and file names; secrets and empty values are dropped. */
export function splitInputs(inputs: Record<string, unknown>): SplitInputs {
  const values: Record<string, unknown> = {};
  const files: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(inputs)) {
    if (secretNames.test(name) || value === undefined || value === null || value === '') continue;
    if (isFileInput(value)) {
      const list = Array.isArray(value) ? value : [value];
      files[name] = list.map((f) => String((f as { name: string }).name));
    } else values[name] = value;
  }
  return { values, files };
}
