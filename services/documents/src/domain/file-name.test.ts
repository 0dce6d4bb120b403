import { describe, expect, it } from 'vitest';
import { attachmentDisposition, documentNameOf } from './file-name.ts';

describe('documentNameOf', () => {
  it.each([
    ['vertrag.pdf', 'vertrag.pdf'],
    ['C:\\fakepath\\Vertrag Müller.pdf', 'Vertrag Müller.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['  ', 'document'],
    [undefined, 'document'],
    ['a'.repeat(300), 'a'.repeat(255)],
  ])('%s', (input, expected) => {
    expect(documentNameOf(input)).toBe(expected);
  });
});

describe('attachmentDisposition', () => {
  it.each([
    ['plan.pdf', "attachment; filename*=UTF-8''plan.pdf"],
    ['Vertrag Müller.pdf', "attachment; filename*=UTF-8''Vertrag%20M%C3%BCller.pdf"],
    ["it's (final)*.txt", "attachment; filename*=UTF-8''it%27s%20%28final%29%2A.txt"],
  ])('%s', (name, expected) => {
    expect(attachmentDisposition(name)).toBe(expected);
  });
});
