import { maxJsonDepth } from '../../catalog/transport-messages.ts';

/** Why a JSON text was refused: not JSON, nested too deep, or carrying a key that reaches a prototype. */
export type JsonTextFault = 'invalid' | 'tooDeep' | 'prototypeKey';

export type JsonTextRead = { ok: true; value: unknown } | { ok: false; fault: JsonTextFault };

const quote = 0x22;
const backslash = 0x5c;
const openers = new Set([0x5b, 0x7b]);
const closers = new Set([0x5d, 0x7d]);

/**
 * Whether objects and lists in the text nest deeper than `max`, counted on the text itself (brackets
 * inside double-quoted strings do not count): a body nested 50,000 levels is refused before
 * anything builds it, and every later recursive walk (validation, logging, the answer's JSON) stays
 * far from the stack's end.
 */
export function nestsDeeperThan(text: string, max = maxJsonDepth): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === quote) {
      for (i++; i < text.length; i++) {
        const s = text.charCodeAt(i);
        if (s === backslash) i++;
        else if (s === quote) break;
      }
    } else if (openers.has(c)) {
      if (++depth > max) return true;
    } else if (closers.has(c)) depth--;
  }
  return false;
}

/** Whether a parsed value holds, at any depth, a key that reaches a prototype when copied or merged (walked breadth first, no recursion). */
export function hasPrototypeKey(value: unknown): boolean {
  let next: unknown[] = [value];
  while (next.length > 0) {
    const nodes = next;
    next = [];
    for (const node of nodes) {
      if (node === null || typeof node !== 'object') continue;
      if (Object.hasOwn(node, '__proto__')) return true;
      const ctor: unknown = Object.hasOwn(node, 'constructor') ? (node as { constructor: unknown }).constructor : undefined;
      if (ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return true;
      for (const item of Object.values(node)) if (item !== null && typeof item === 'object') next.push(item);
    }
  }
  return false;
}

/**
 * JSON text read the one way every JSON the server takes is read: a request body, a token's
 * payload, the repaired text of the JSON fixer. Either key can only appear through an escape or in
 * plain text, so a text holding neither skips the walk.
 */
export function readJsonText(text: string): JsonTextRead {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (nestsDeeperThan(source)) return { ok: false, fault: 'tooDeep' };
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return { ok: false, fault: 'invalid' };
  }
  const suspect = source.includes('__proto__') || source.includes('constructor') || source.includes('\\u');
  if (suspect && hasPrototypeKey(value)) return { ok: false, fault: 'prototypeKey' };
  return { ok: true, value };
}
