// Written by `npm run providers` from the files of src/server/providers/; do not edit.
import type { ProviderName } from '../../catalog/provider-names.ts';
import type { ProviderAdapter } from './_types.ts';
import { provider as bmkgGempa } from './bmkg-gempa.ts';
import { provider as openMeteo } from './open-meteo.ts';

export const providerAdapters = {
  'bmkg-gempa': bmkgGempa,
  'open-meteo': openMeteo,
} satisfies Record<ProviderName, ProviderAdapter>;
