import type { ExtensionKeyword } from './keyword.ts';
import { xClamp } from './x-clamp.ts';
import { xFile } from './x-file.ts';
import { xIn } from './x-in.ts';
import { xPresets } from './x-presets.ts';
import { xAtLeastOne } from './x-at-least-one.ts';
import { xPairs } from './x-pairs.ts';
import { xShowWhen } from './x-show-when.ts';
import { xDate } from './x-date.ts';

/** Every extension keyword a catalog schema may use, each implemented once. */
export const extensionKeywords = {
  'x-file': xFile,
  'x-clamp': xClamp,
  'x-presets': xPresets,
  'x-in': xIn,
  'x-at-least-one': xAtLeastOne,
  'x-pairs': xPairs,
  'x-show-when': xShowWhen,
  'x-date': xDate,
} satisfies Record<`x-${string}`, ExtensionKeyword>;

export type ExtensionKeywordName = keyof typeof extensionKeywords;
export const extensionKeywordNames = Object.keys(extensionKeywords) as ExtensionKeywordName[];

export type { ExtensionKeyword, KeywordSite } from './keyword.ts';
export { fileAccepted, type FileDescriptor, type FileRule } from './x-file.ts';
export { presetList, type Preset } from './x-presets.ts';
export type { ClampRule } from './x-clamp.ts';
export { pairsInput, type PairsRule } from './x-pairs.ts';
export { shown, type ShowWhenRule } from './x-show-when.ts';
