import { sniffImageType, validationFailed, type Db, type UploadForm } from '@takt/kit';
import type { UserCaller } from '@takt/proto';
import { LOGO_CONTENT_TYPES } from '../domain/company-settings.ts';
import type { Client } from '../store/client.ts';
import { saveSettings } from './save-settings.ts';

/** A new logo from the upload: one of the image types, not empty, and the bytes match the type. */
export function updateLogo(db: Db<Client>, user: UserCaller, { file }: UploadForm) {
  if (!file) throw validationFailed([{ field: 'File', message: 'an image file is required' }]);
  const contentType = file.mimetype;
  const bytes = new Uint8Array(file.bytes);
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(contentType)) {
    throw validationFailed([{ field: 'File', message: `one of ${LOGO_CONTENT_TYPES.join(', ')}` }]);
  }
  if (bytes.length === 0) throw validationFailed([{ field: 'File', message: 'the file is empty' }]);
  if (sniffImageType(bytes) !== contentType) throw validationFailed([{ field: 'File', message: `not a ${contentType} image` }]);
  return saveSettings(db, user, { logo: bytes, logoContentType: contentType });
}
