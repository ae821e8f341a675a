import { createCustomEqual as libraryEqual } from 'fast-equals';
import { describe, expect, it } from 'vitest';
import { createCustomEqual } from '../../../src/form-theme/deep-equals.ts';

// The configuration RJSF's deepEquals uses (@rjsf/utils/lib/deepEquals.js).
const config = { circular: true, createCustomConfig: () => ({ areFunctionsEqual: (_a: unknown, b: unknown) => typeof b === 'function' }) };
const ours = createCustomEqual(config);
const library = libraryEqual(config);

const loop = (): Record<string, unknown> => {
  const node: Record<string, unknown> = { name: 'a' };
  node.self = node;
  return node;
};
const file = new File(['x'], 'foto.png', { type: 'image/png' });
const sameFn = () => 1;

const cases: [string, unknown, unknown][] = [
  ['angka sama', 1, 1],
  ['NaN dengan NaN', NaN, NaN],
  ['teks berbeda', 'a', 'b'],
  ['null dan objek kosong', null, {}],
  ['undefined dan null', undefined, null],
  ['objek bersarang sama', { a: { b: [1, 2, { c: 'x' }] } }, { a: { b: [1, 2, { c: 'x' }] } }],
  ['objek bersarang berbeda', { a: { b: [1, 2, { c: 'x' }] } }, { a: { b: [1, 2, { c: 'y' }] } }],
  ['kunci lebih banyak', { a: 1 }, { a: 1, b: undefined }],
  ['larik dan objek', [1], { 0: 1 }],
  ['panjang larik berbeda', [1, 2], [1]],
  ['tanggal sama', new Date(5), new Date(5)],
  ['tanggal berbeda', new Date(5), new Date(6)],
  ['regexp sama', /a/g, /a/g],
  ['fungsi apa pun sama', { onChange: () => 1 }, { onChange: () => 2 }],
  ['fungsi dan bukan fungsi', { onChange: sameFn }, { onChange: 1 }],
  ['file yang sama', { image: file }, { image: file }],
  ['file berbeda dengan isi sama', new File(['x'], 'a.png'), new File(['x'], 'a.png')],
  ['map sama', new Map([['a', { b: 1 }]]), new Map([['a', { b: 1 }]])],
  ['set berbeda', new Set([1, 2]), new Set([1, 3])],
  ['rujukan melingkar sama', loop(), loop()],
  ['data form berkas', { file: { id: 'f1', name: 'a.png', size: 3, type: 'image/png' } }, { file: { id: 'f1', name: 'a.png', size: 3, type: 'image/png' } }],
];

describe('perbandingan dalam untuk RJSF', () => {
  it.each(cases)('%s: sama seperti fast-equals', (_name, a, b) => {
    expect(ours(a, b)).toBe(library(a, b));
  });

  it('membedakan data form yang berubah satu isian', () => {
    expect(ours({ url: 'halo', width: 200 }, { url: 'halo', width: 201 })).toBe(false);
    expect(ours({ url: 'halo', width: 200 }, { width: 200, url: 'halo' })).toBe(true);
  });
});
