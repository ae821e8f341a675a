type Json = Record<string, unknown>;

/**
 * The portal's rule for JSON bodies (src/server/common/json-text.ts) as the document can state it:
 * no object of the body has a key `__proto__` (the server answers 400 to one). Every object schema
 * of the body, nested ones included, says so with `propertyNames`; testers that generate keys
 * (Schemathesis draws `__proto__` among its interesting strings) then send only what the API takes.
 */
export function withoutPrototypeKeys(schema: Json): Json {
  const out: Json = { ...schema };
  if (out.type === 'object') out.propertyNames = { not: { const: '__proto__' } };
  if (out.properties && typeof out.properties === 'object') {
    out.properties = Object.fromEntries(Object.entries(out.properties as Record<string, Json>).map(([name, prop]) => [name, withoutPrototypeKeys(prop)]));
  }
  if (out.items && typeof out.items === 'object') out.items = withoutPrototypeKeys(out.items as Json);
  return out;
}
