import type { JsonSchema } from '../types.ts';

/** Where a keyword stands: the property schema, its name, and whether the parent requires it. */
export interface KeywordSite {
  name: string;
  schema: JsonSchema;
  required: boolean;
  /** The parent's `errorMessage.required.<name>`, if any. */
  requiredMessage?: string;
}

/**
 * One extension keyword of the catalog. Its value is checked by `meta`; `expand` turns it into
 * plain JSON Schema (with ajv-errors messages) so the browser's precompiled validators and the
 * embedded API check exactly the same thing; `transform` rewrites an input value before validation
 * and before sending (clamping, skipping empty pairs), in the runner and the embedded API alike.
 */
export interface ExtensionKeyword {
  meta: Record<string, unknown>;
  expand?: (value: never, site: KeywordSite) => JsonSchema;
  /** Rewrites an input before validation and sending; `undefined` drops it. */
  transform?: (value: never, input: unknown, inputs: Record<string, unknown>) => unknown;
  /** Sends one input as several fields (key/value pairs), by name. */
  spread?: (value: never, input: unknown) => [string, string][];
}
