import { notFound, sniffImageType, validationFailed, type Db, type UploadForm } from '@takt/kit';
import { NEWS_LOGO_TYPES } from '../domain/news-logo.ts';
import type { Client } from '../store/client.ts';
import { findNewsLogo, saveNewsLogo, type NewsLogoRow } from '../store/news-logos.ts';
import { requireNews } from './news-steps.ts';

/**
 * A saved news's logo: the bytes decide the type (PNG, JPEG or WebP), whatever the client
 * declares. An id that is no saved news of the company answers 404 (the editor says "save first").
 */
export function updateNewsLogo(db: Db<Client>, newsId: string, { file }: UploadForm): Promise<{ id: string }> {
  if (!file || file.bytes.length === 0) throw validationFailed([{ field: 'File', message: 'an image file is required' }]);
  const bytes = new Uint8Array(file.bytes);
  const contentType = sniffImageType(bytes);
  if (!contentType || !(NEWS_LOGO_TYPES as readonly string[]).includes(contentType))
    throw validationFailed([{ field: 'File', message: `one of ${NEWS_LOGO_TYPES.join(', ')}` }]);
  return db.tx(async (tx) => {
    await requireNews(tx, newsId);
    await saveNewsLogo(tx, newsId, { bytes, contentType });
    return { id: newsId };
  });
}

/** Public like the news page that shows it: found by its id alone, across companies. */
export async function getNewsLogo(db: Db<Client>, newsId: string): Promise<NewsLogoRow> {
  const logo = await db.system((tx) => findNewsLogo(tx, newsId));
  if (!logo) throw notFound('Logo');
  return logo;
}
