import multipart from '@fastify/multipart';
import { ErrorCode } from '@takt/proto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../errors.ts';

/** Accepts multipart/form-data with one file of at most maxFileBytes (a service's `plugins`). */
export async function acceptUploads(app: FastifyInstance, maxFileBytes: number): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1 } });
}

export interface UploadedFile {
  filename: string;
  mimetype: string;
  bytes: Buffer;
}

export interface UploadForm {
  file?: UploadedFile;
  fields: Record<string, string>;
}

const tooLarge = () => fail(ErrorCode.PayloadTooLarge, 'The file is too large');

/**
 * Reads a multipart form whose file part is `fileField` (case-insensitive), in any part order.
 * The size limit comes from the multipart plugin: toBuffer() throws when the file was cut off,
 * and a truncated stream is checked again here so a limit is never silently accepted.
 */
export async function readUploadForm(req: FastifyRequest, fileField: string): Promise<UploadForm> {
  if (!req.isMultipart()) throw fail(ErrorCode.ValidationFailed, 'Expected a multipart/form-data request');
  const form: UploadForm = { fields: {} };
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      if (part.fieldname.toLowerCase() === fileField.toLowerCase()) form.file = { filename: part.filename, mimetype: part.mimetype, bytes };
    } else if (typeof part.value === 'string' && part.value !== '') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}
