/**
 * What RJSF imports as fast-uri (the build points @rjsf's imports here,
 * scripts/vite-plugin-form-theme.ts): it only resolves `$ref`s against `$id`s, and a catalog
 * schema is one document whose `$id` is a plain name (`entry_<id>`), so RFC 3986 resolution of
 * fragments and relative paths is all it needs, without a full URI library in the form's chunk.
 */
const hasScheme = /^[a-z][a-z0-9+.-]*:/i;

const withoutFragment = (uri: string) => uri.split('#')[0]!;

export function resolve(base: string | undefined, ref: string): string {
  if (!base || hasScheme.test(ref)) return ref;
  if (ref.startsWith('#')) return withoutFragment(base) + ref;
  if (hasScheme.test(base)) return new URL(ref, base).href;
  if (ref.startsWith('/')) return ref;
  const path = withoutFragment(base);
  return path.slice(0, path.lastIndexOf('/') + 1) + ref;
}

/** The same resource: an empty fragment is no fragment. */
export function equal(a: string, b: string): boolean {
  return a.replace(/#$/, '') === b.replace(/#$/, '');
}

export default { resolve, equal };
