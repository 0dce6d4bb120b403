import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';

const run = promisify(execFile);

/** The text of a PDF as poppler's pdftotext reads it, whitespace folded to single spaces. */
export async function pdfText(pdf: Buffer): Promise<string> {
  expect(pdf.subarray(0, 5).toString('latin1'), 'a PDF file').toBe('%PDF-');
  const dir = await mkdtemp(join(tmpdir(), 'takt-pdf-test-'));
  try {
    const file = join(dir, 'doc.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    return stdout.replace(/\s+/g, ' ').trim();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A print call's answer: status, headers and, for a PDF, its text. */
export async function printed(res: Response): Promise<{ status: number; type: string; disposition: string; text: string; json?: unknown }> {
  const type = res.headers.get('content-type') ?? '';
  const disposition = res.headers.get('content-disposition') ?? '';
  const body = Buffer.from(await res.arrayBuffer());
  if (type.includes('pdf')) return { status: res.status, type, disposition, text: await pdfText(body) };
  const text = body.toString('utf8');
  return { status: res.status, type, disposition, text, json: type.includes('json') ? JSON.parse(text) : undefined };
}
