import { DOCUMENT_CONTENT_TYPES } from '@takt/proto';

export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // PK.. local file header: xlsx and docx are zip packages

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Markup a browser would render or run (HTML, SVG, XML with scripts): never accepted as text. */
const MARKUP = /<\s*(!doctype\s+html|html|head|body|script|svg|iframe|object|embed|\?xml)\b/i;

function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0x00)) return false;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  return !MARKUP.test(text.slice(0, 4096));
}

/** An Office Open XML package names its main part in a local file header near the start. */
function officeTypeOf(bytes: Uint8Array): DocumentContentType | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.includes('word/')) return DOCX;
  if (buffer.includes('xl/')) return XLSX;
  return undefined;
}

/**
 * What the bytes are, by their content alone (decision 0054): the name and type the client
 * declares decide nothing, so a renamed program, an HTML page or an SVG (which a browser would run
 * on the API's origin) is never stored. Undefined: not one of the accepted types.
 */
export function sniffContentType(bytes: Uint8Array): DocumentContentType | undefined {
  if (bytes.length === 0) return undefined;
  if (startsWith(bytes, PDF)) return 'application/pdf';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, ZIP)) return officeTypeOf(bytes);
  return isPlainText(bytes) ? 'text/plain' : undefined;
}

/** Types a browser must never render on our origin, even from a row stored before sniffing. */
export function isActiveContent(type: string): boolean {
  return /html|svg|xml|javascript/i.test(type);
}
