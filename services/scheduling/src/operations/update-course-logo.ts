import { sniffImageType, validationFailed, type Db, type UploadForm } from '@takt/kit';
import { COURSE_LOGO_TYPES } from '../domain/course-logo.ts';
import type { Client } from '../store/client.ts';
import { saveCourseLogo } from '../store/course-logos.ts';
import { requireCourse } from './course-steps.ts';

/** A course's new logo: the bytes decide the type (PNG, JPEG or WebP), whatever the client declares. */
export function updateCourseLogo(db: Db<Client>, courseId: string, { file }: UploadForm): Promise<{ id: string }> {
  if (!file || file.bytes.length === 0) throw validationFailed([{ field: 'File', message: 'an image file is required' }]);
  const bytes = new Uint8Array(file.bytes);
  const contentType = sniffImageType(bytes);
  if (!contentType || !(COURSE_LOGO_TYPES as readonly string[]).includes(contentType)) {
    throw validationFailed([{ field: 'File', message: `one of ${COURSE_LOGO_TYPES.join(', ')}` }]);
  }
  return db.tx(async (tx) => {
    await requireCourse(tx, courseId);
    await saveCourseLogo(tx, courseId, { bytes, contentType });
    return { id: courseId };
  });
}
