const MAX_NAME_LENGTH = 255;

/** The name to keep for an uploaded file: without any client path, never empty. */
export function documentNameOf(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop()!.trim();
  return (base || 'document').slice(0, MAX_NAME_LENGTH);
}

/** RFC 5987/6266 attachment header; non-ASCII names survive as UTF-8 percent-encoding. */
export function attachmentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename*=UTF-8''${encoded}`;
}
