import type { ExtensionKeyword } from './keyword.ts';

/**
 * Where an input travels when the default is not right: by default path parameters go in the
 * path, other inputs in the query for body-less calls and in the body otherwise.
 */
export const xIn = {
  meta: { enum: ['path', 'query', 'body'] },
} satisfies ExtensionKeyword;
