import type { ErrorObject } from 'ajv';

/** A maintainer-facing Indonesian sentence for a meta-schema error. */
export function describeMetaError(e: ErrorObject): string {
  const where = e.instancePath ? `'${e.instancePath.slice(1).replace(/\//g, '.')}'` : 'entri';
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required':
      return `${where}: kunci '${String(p.missingProperty)}' wajib ada`;
    case 'additionalProperties':
      return `${where}: kunci '${String(p.additionalProperty)}' tidak dikenal`;
    case 'enum':
      return `${where}: nilai harus salah satu dari ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `${where}: nilai harus ${JSON.stringify(p.allowedValue)}`;
    case 'type':
      return `${where}: harus bertipe ${String(p.type)}`;
    case 'pattern':
      return `${where}: format tidak sesuai pola ${String(p.pattern)}`;
    default:
      return `${where}: ${e.message ?? 'tidak valid'}`;
  }
}
