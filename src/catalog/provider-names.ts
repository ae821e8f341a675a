import { providerLabels } from './provider-names.generated.ts';

/**
 * The 3rd-party sources the embedded API asks for an entry's answer: one adapter each under
 * src/server/providers/, listed by `npm run providers`. An entry names one with `source:`; the
 * meta-schema's enum is built from this list, so `catalog:lint` refuses a name without an adapter.
 */
export { providerLabels };
export type ProviderName = keyof typeof providerLabels;
export const providerNames = Object.keys(providerLabels) as ProviderName[];
