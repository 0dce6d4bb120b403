import { DOCUMENT_CONTENT_TYPES } from '@takt/proto';

export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** `Text/Plain; charset=utf-8` -> `text/plain`. */
export function normalizeContentType(raw: string | undefined): string {
  return (raw ?? '').split(';')[0]!.trim().toLowerCase();
}

export function isAllowedContentType(type: string): type is DocumentContentType {
  return (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(type);
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK.. local file header: xlsx and docx are zip packages

/**
 * Whether the bytes are what the declared content type claims, by magic number. A mismatch is
 * answered 415 (the declared type is not what is sent), the same as a type outside the list.
 * text/plain has no signature; it must at least hold no NUL byte (binary data).
 */
export function bytesMatchContentType(type: DocumentContentType, bytes: Uint8Array): boolean {
  switch (type) {
    case 'application/pdf':
      return startsWith(bytes, PDF);
    case 'image/png':
      return startsWith(bytes, PNG);
    case 'image/jpeg':
      return startsWith(bytes, JPEG);
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return startsWith(bytes, ZIP);
    case 'text/plain':
      return !bytes.includes(0x00);
  }
}
