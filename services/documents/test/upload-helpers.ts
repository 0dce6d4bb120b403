import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestService } from '@takt/kit/testing';
import type { Caller } from '@takt/proto';
import type { Client } from '../src/store/client.ts';

export interface Part {
  name: string;
  value: string | { bytes: Uint8Array; type: string; filename: string };
}

/** A multipart body as a browser would send it, built with FormData. */
export function uploadTo(t: TestService<Client>, caller: Caller, parts: Part[], url = '/api/documents') {
  const form = new FormData();
  for (const p of parts) {
    if (typeof p.value === 'string') form.append(p.name, p.value);
    else form.append(p.name, new Blob([new Uint8Array(p.value.bytes)], { type: p.value.type }), p.value.filename);
  }
  return t.upload(url, form, caller);
}

export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from([0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a, 0x00, 0xff]),
  Buffer.from('\n%%EOF\n'),
]);
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);
export const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

export const file = (bytes: Uint8Array, type = 'application/pdf', filename = 'Vertrag Müller.pdf'): Part => ({
  name: 'File',
  value: { bytes, type, filename },
});
export const field = (name: string, value: string): Part => ({ name, value });

/** The files the disk store holds for a company. */
export async function filesOnDisk(root: string, companyId: string): Promise<string[]> {
  try {
    return await readdir(join(root, companyId));
  } catch {
    return [];
  }
}
