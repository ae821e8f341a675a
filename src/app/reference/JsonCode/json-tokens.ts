/** A run of JSON text and what it is, for colouring: a key, a string, a number, a literal, or punctuation. */
export interface JsonToken {
  kind: 'key' | 'string' | 'number' | 'literal' | 'plain';
  text: string;
}

const pattern = /("(?:\\.|[^\\"])*")(\s*:)?|\b(?:true|false|null)\b|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** `value` written as JSON (2 spaces), cut into tokens whose texts join back to exactly that JSON. */
export function jsonTokens(value: unknown): JsonToken[] {
  const source = JSON.stringify(value, null, 2) ?? 'null';
  const tokens: JsonToken[] = [];
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    const at = match.index;
    if (at > last) tokens.push({ kind: 'plain', text: source.slice(last, at) });
    const [whole, quoted, colon] = match;
    if (quoted !== undefined && colon !== undefined) {
      tokens.push({ kind: 'key', text: quoted }, { kind: 'plain', text: colon });
    } else if (quoted !== undefined) tokens.push({ kind: 'string', text: quoted });
    else tokens.push({ kind: /^-?\d/.test(whole) ? 'number' : 'literal', text: whole });
    last = at + whole.length;
  }
  if (last < source.length) tokens.push({ kind: 'plain', text: source.slice(last) });
  return tokens;
}
