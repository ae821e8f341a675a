import type { ValidatorType } from '@rjsf/utils';
import type { CatalogEntry, JsonSchema } from '../catalog/types.ts';

/** One entry as the browser gets it: the YAML entry, its expanded schema and its precompiled validator. */
export interface LoadedEntry {
  entry: CatalogEntry;
  /** The entry schema with extension keywords expanded (what the validator was compiled from). */
  schema: JsonSchema;
  /** In the build, fetched on first need (`whenValidatorReady`, lazy-validator.ts). */
  validator: ValidatorType<Record<string, unknown>>;
}

export interface LoadedGroup {
  id: string;
  entries: LoadedEntry[];
}
