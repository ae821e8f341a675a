/**
 * What RJSF imports as fast-equals (the build points @rjsf's imports here,
 * scripts/vite-plugin-form-theme.ts). RJSF uses one comparison: `createCustomEqual` with circular
 * references tracked and any two functions equal, over form data, schemas, uiSchemas and props.
 * Those are plain objects, arrays, dates and primitives (files travel as `{ id, name, size, type }`),
 * so a walk over them does the job of the library's many type handlers in a fraction of its size.
 */
type Equal = (a: unknown, b: unknown) => boolean;

interface CustomConfig {
  areFunctionsEqual?: (a: unknown, b: unknown) => boolean;
}

export interface CustomEqualOptions {
  circular?: boolean;
  createCustomConfig?: (defaults: CustomConfig) => CustomConfig;
}

const sameValueZero = (a: unknown, b: unknown) => a === b || (a !== a && b !== b);

type Pairs = Map<object, object>;

function objectsEqual(a: Record<string, unknown>, b: Record<string, unknown>, equal: (x: unknown, y: unknown) => boolean): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  // A React element's owner differs between two renders of the same element (as fast-equals ignores it).
  const element = '$$typeof' in a;
  return keys.every((key) => Object.hasOwn(b, key) && ((element && key === '_owner') || equal(a[key], b[key])));
}

function collectionsEqual(a: object, b: object, equal: (x: unknown, y: unknown) => boolean): boolean | null {
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => equal(item, b[i]));
  if (a instanceof Date) return sameValueZero(a.getTime(), (b as Date).getTime());
  if (a instanceof RegExp) return a.source === (b as RegExp).source && a.flags === (b as RegExp).flags;
  if (a instanceof Map) return a.size === (b as Map<unknown, unknown>).size && [...a].every(([key, value]) => (b as Map<unknown, unknown>).has(key) && equal(value, (b as Map<unknown, unknown>).get(key)));
  if (a instanceof Set) return a.size === (b as Set<unknown>).size && [...a].every((value) => (b as Set<unknown>).has(value));
  return null;
}

export function createCustomEqual(options: CustomEqualOptions = {}): Equal {
  const { areFunctionsEqual = (a: unknown, b: unknown) => a === b } = options.createCustomConfig?.({}) ?? {};
  const circular = options.circular ?? false;

  function equal(a: unknown, b: unknown, pairs: Pairs | null): boolean {
    if (sameValueZero(a, b)) return true;
    if (typeof a === 'function' && typeof b === 'function') return areFunctionsEqual(a, b);
    if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
    if (a.constructor !== b.constructor) return false;
    // Circular inputs: a pair already being compared is taken as equal for now (its other parts decide).
    if (pairs?.get(a) === b) return true;
    pairs?.set(a, b);
    try {
      const next = (x: unknown, y: unknown) => equal(x, y, pairs);
      const collection = collectionsEqual(a, b, next);
      if (collection !== null) return collection;
      // Anything else but a plain object (a File, a Blob, an Error) is equal only to itself.
      if (Object.prototype.toString.call(a) !== '[object Object]') return false;
      return objectsEqual(a as Record<string, unknown>, b as Record<string, unknown>, next);
    } finally {
      pairs?.delete(a);
    }
  }

  return (a, b) => equal(a, b, circular ? new Map() : null);
}
