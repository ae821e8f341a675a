import { describe, expect, it } from 'vitest';
import { maxJsonDepth } from '../../../../src/catalog/transport-messages.ts';
import { hasPrototypeKey, nestsDeeperThan, readJsonText } from '../../../../src/server/common/index.ts';

const lists = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('kedalaman JSON dihitung pada teksnya', () => {
  it(`menerima ${maxJsonDepth} tingkat dan menolak ${maxJsonDepth + 1}`, () => {
    expect(nestsDeeperThan(lists(maxJsonDepth))).toBe(false);
    expect(nestsDeeperThan(lists(maxJsonDepth + 1))).toBe(true);
    expect(readJsonText(lists(maxJsonDepth + 1))).toEqual({ ok: false, fault: 'tooDeep' });
  });

  it('kurung di dalam string tidak dihitung, termasuk setelah tanda kutip yang di-escape', () => {
    const inString = JSON.stringify({ code: `${'['.repeat(500)}"\\${'{'.repeat(500)}` });
    expect(nestsDeeperThan(inString)).toBe(false);
    expect(readJsonText(inString)).toMatchObject({ ok: true });
  });

  it('objek dan daftar bercampur dihitung bersama; tingkat yang sudah ditutup tidak dihitung lagi', () => {
    const mixed = `${'{"a":['.repeat(32)}1${']}'.repeat(32)}`;
    expect(nestsDeeperThan(mixed)).toBe(false);
    expect(nestsDeeperThan(`[${mixed}]`)).toBe(true);
    expect(nestsDeeperThan(`[${lists(maxJsonDepth - 1)},${lists(maxJsonDepth - 1)}]`)).toBe(false);
  });
});

describe('kunci yang mencapai prototype', () => {
  it('__proto__ ditemukan di kedalaman mana pun, juga bila ditulis dengan escape \\u', () => {
    expect(readJsonText('{"a":[{"b":{"__proto__":{"x":1}}}]}')).toEqual({ ok: false, fault: 'prototypeKey' });
    expect(readJsonText('{"\\u005f\\u005fproto\\u005f\\u005f":{"x":1}}')).toEqual({ ok: false, fault: 'prototypeKey' });
    expect(readJsonText('{"constructor":{"prototype":{"x":1}}}')).toEqual({ ok: false, fault: 'prototypeKey' });
  });

  it('kata yang sama sebagai nilai, atau constructor tanpa prototype, tetap diterima', () => {
    expect(readJsonText('{"kunci":"__proto__","constructor":"Budi","c":{"constructor":{"nama":"x"}}}')).toEqual({
      ok: true,
      value: { kunci: '__proto__', constructor: 'Budi', c: { constructor: { nama: 'x' } } },
    });
    expect(hasPrototypeKey(JSON.parse('{"constructor":{"prototype":null}}'))).toBe(true);
    expect(hasPrototypeKey({ a: [1, 'x', null] })).toBe(false);
  });

  it('teks yang bukan JSON dan BOM di awal', () => {
    expect(readJsonText('{a:1}')).toEqual({ ok: false, fault: 'invalid' });
    expect(readJsonText('\uFEFF{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
  });
});
