import { describe, expect, it } from 'vitest';
import { bytesMatchContentType, isAllowedContentType, normalizeContentType, type DocumentContentType } from './content-type.ts';

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (s: string) => new TextEncoder().encode(s);

const PDF = text('%PDF-1.7\n%âãÏÓ\n');
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('bytesMatchContentType', () => {
  it.each<[string, DocumentContentType, Uint8Array, boolean]>([
    ['a PDF', 'application/pdf', PDF, true],
    ['PNG bytes declared as PDF', 'application/pdf', PNG, false],
    ['"%PDF" without the dash', 'application/pdf', text('%PDF'), false],
    ['an empty PDF', 'application/pdf', bytes(), false],
    ['a PNG', 'image/png', PNG, true],
    ['a truncated PNG signature', 'image/png', PNG.slice(0, 4), false],
    ['JPEG bytes declared as PNG', 'image/png', JPEG, false],
    ['a JPEG', 'image/jpeg', JPEG, true],
    ['PDF bytes declared as JPEG', 'image/jpeg', PDF, false],
    ['an xlsx (zip)', XLSX, ZIP, true],
    ['a docx (zip)', DOCX, ZIP, true],
    ['a PDF declared as docx', DOCX, PDF, false],
    ['plain text', 'text/plain', text('Grüße aus Berlin\r\n'), true],
    ['empty text', 'text/plain', bytes(), true],
    ['text with a NUL byte', 'text/plain', text('a\u0000b'), false],
    ['PNG bytes declared as text', 'text/plain', PNG, false],
  ])('%s', (_, type, content, expected) => {
    expect(bytesMatchContentType(type, content)).toBe(expected);
  });
});

describe('content type list', () => {
  it.each([
    ['application/pdf', 'application/pdf', true],
    ['Text/Plain; charset=utf-8', 'text/plain', true],
    [' image/JPEG ', 'image/jpeg', true],
    ['image/gif', 'image/gif', false],
    ['application/x-msdownload', 'application/x-msdownload', false],
    [undefined, '', false],
  ])('%s', (raw, normalized, allowed) => {
    expect(normalizeContentType(raw)).toBe(normalized);
    expect(isAllowedContentType(normalizeContentType(raw))).toBe(allowed);
  });
});
