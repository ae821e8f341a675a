import type { ValueFormat, ValueRef } from '../catalog/answer-views.ts';

/** The value at a dot-separated path (`stats.totalUsers`, `urls.0`); undefined when any step is missing. */
export function readPath(data: unknown, path: string): unknown {
  let value = data;
  for (const step of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

const grouped = new Intl.NumberFormat('id-ID');
const rupiah = new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An ISO date (YYYY-MM-DD) read the Indonesian way; anything else as is. */
function isoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : longDate.format(date);
}

const formatters: Record<ValueFormat, (value: unknown) => string | undefined> = {
  number: (v) => (typeof v === 'number' ? grouped.format(v) : undefined),
  money: (v) => (typeof v === 'number' ? rupiah.format(v) : undefined),
  date: isoDate,
  'unix-datetime': (v) => (typeof v === 'number' ? new Date(v * 1000).toLocaleString('id-ID') : undefined),
};

/** A value as it should read on screen: numbers in the Indonesian locale, '-' when absent, text as is. */
export function displayValue(value: unknown, format?: ValueFormat): string {
  const formatted = format ? formatters[format](value) : undefined;
  if (formatted !== undefined) return formatted;
  if (typeof value === 'number') return grouped.format(value);
  if (value === null || value === undefined || value === '') return '-';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One declared value read from an answer: its text, and whether the answer had it at all. */
export function readValue(data: unknown, ref: ValueRef): { present: boolean; text: string } {
  const { path, format, unit } = typeof ref === 'string' ? { path: ref, format: undefined, unit: undefined } : ref;
  const value = readPath(data, path);
  const present = value !== undefined && value !== null && value !== '';
  return { present, text: displayValue(value, format) + (present && unit ? unit : '') };
}

/** What a declared text may name: the answer's values, the inputs (`input.name`) and the row count (`#`). */
export interface TextContext {
  data: unknown;
  inputs?: Record<string, unknown>;
  count?: number;
}

/**
 * A declared title, caption or alt text with its `{path}`, `{input.name}` and `{#}` filled in;
 * undefined when one of them is absent, so the caller can say its plainer version instead.
 */
export function fillAnswerText(template: string, { data, inputs = {}, count }: TextContext): string | undefined {
  let complete = true;
  const filled = template.replace(/\{([^{}]+)\}/g, (_whole, name: string) => {
    const value = name === '#' ? count : name.startsWith('input.') ? inputs[name.slice(6)] : readPath(data, name);
    if (value === undefined || value === null || value === '' || typeof value === 'object') {
      complete = false;
      return '';
    }
    return String(value);
  });
  return complete ? filled : undefined;
}

/** A field name as a label when the catalog gives none: `zona_waktu` → 'Zona waktu'. */
export function labelFromKey(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');
}

/** A declared text with its placeholders left out, for when the answer lacks what they name. */
export function withoutPlaceholders(template: string): string {
  return template.replace(/\s*\{[^{}]+\}/g, '');
}
