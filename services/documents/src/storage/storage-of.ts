import { resolve } from 'node:path';
import type { DocumentsSettings } from '../settings.ts';
import { diskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** The store the settings choose; `s3` without its endpoint, bucket and keys stops the start. */
export function storageOf(settings: DocumentsSettings): FileStorage {
  if (settings.DOCUMENT_STORAGE === 'disk') return diskStorage(resolve(settings.DOCUMENT_STORAGE_DIR ?? '.data/documents'));
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey)
    throw new Error('DOCUMENT_STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return s3Storage({ endpoint, bucket, accessKeyId, secretAccessKey, region: settings.S3_REGION });
}
