import { describe, expect, it } from 'vitest';
import { inputIssue, MAX_INPUT_DEPTH } from '../src/http/input-rules.ts';

const nested = (levels: number): unknown => {
  let v: unknown = 'x';
  for (let i = 0; i < levels; i++) v = [v];
  return v;
};

describe('input rules every request field obeys', () => {
  it.each<[string, unknown]>([
    ['plain values', { name: 'Saal 1', n: 3, ok: true, none: null }],
    ['text beyond the basic plane', { name: 'Tanz 🎵 ﬀ' }],
    ['nesting up to the limit', { a: nested(MAX_INPUT_DEPTH - 1) }],
    ['binary buffers', { file: Buffer.from([0, 1, 2]) }],
  ])('accepts %s', (_what, value) => {
    expect(inputIssue(value)).toBeUndefined();
  });

  it.each<[string, unknown, { field: string; message: RegExp }]>([
    ['a NUL in a value', { name: 'a\u0000b' }, { field: 'name', message: /NUL/ }],
    ['a NUL in a key', { ['k\u0000']: 1 }, { field: 'k\u0000', message: /key .*NUL/ }],
    ['a lone high surrogate', { list: ['ok', 'x\ud800'] }, { field: 'list.1', message: /well-formed/ }],
    ['a lone low surrogate', { name: '\udc00' }, { field: 'name', message: /well-formed/ }],
    ['a reversed pair', { name: '\udc00\ud800' }, { field: 'name', message: /well-formed/ }],
    [
      'nesting past the limit',
      { a: nested(MAX_INPUT_DEPTH + 5) },
      { field: expect.stringMatching(/^a(\.0)+$/) as never, message: /deeper/ },
    ],
    ['a bare text', 'a\u0000', { field: '(body)', message: /NUL/ }],
  ])('refuses %s', (_what, value, issue) => {
    expect(inputIssue(value)).toMatchObject(issue);
  });

  it('walks 100,000 levels without using the stack', () => {
    expect(inputIssue(nested(100_000))?.message).toMatch(/deeper/);
  });
});
