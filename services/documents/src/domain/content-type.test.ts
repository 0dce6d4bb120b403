import { describe, expect, it } from 'vitest';
import { isActiveContent, sniffContentType } from './content-type.ts';

const bytes = (...b: number[]) => Uint8Array.from(b);
const text = (s: string) => new TextEncoder().encode(s);
const zipWith = (name: string) => Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, ...text(`....${name}....`)]);

describe('sniffContentType', () => {
  it.each<[string, Uint8Array, string | undefined]>([
    ['a PDF', text('%PDF-1.7\n%âãÏÓ\n'), 'application/pdf'],
    ['"%PDF" without the dash', text('%PDF'), 'text/plain'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00), 'image/png'],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47), undefined],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10), 'image/jpeg'],
    ['a docx', zipWith('word/document.xml'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an xlsx', zipWith('xl/workbook.xml'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['some other zip', zipWith('payload.exe'), undefined],
    ['plain text', text('Grüße aus Berlin\r\n'), 'text/plain'],
    ['text with a NUL byte', text('a\u0000b'), undefined],
    ['Latin-1 bytes (not UTF-8)', bytes(0x47, 0x72, 0xfc, 0xdf, 0x65), undefined],
    ['an HTML page', text('<!DOCTYPE html><html><script>alert(1)</script>'), undefined],
    ['an HTML fragment', text('  <script>alert(1)</script>'), undefined],
    ['an SVG', text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), undefined],
    ['a bare SVG', text('<svg onload="alert(1)"/>'), undefined],
    ['a Windows program', bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00), undefined],
    ['nothing', bytes(), undefined],
  ])('%s', (_, content, expected) => {
    expect(sniffContentType(content)).toBe(expected);
  });
});

describe('isActiveContent', () => {
  it.each([
    ['text/html', true],
    ['image/svg+xml', true],
    ['application/xhtml+xml', true],
    ['application/pdf', false],
    ['text/plain', false],
  ])('%s', (type, expected) => expect(isActiveContent(type)).toBe(expected));
});
