import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NotificationSettings } from '../settings.ts';
import type { RenderedMail } from './render-mail.ts';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

/** MAILBOX_DIR, else `<repo>/.data/mailbox`. */
export function mailboxDir(settings: NotificationSettings): string {
  return settings.MAILBOX_DIR ?? join(REPO_ROOT, '.data', 'mailbox');
}

export interface StoredMail extends RenderedMail {
  id: string;
  companyId: string;
  template: string;
  locale: string;
  createdAt: string;
}

/**
 * The development mail sink: each mail becomes `<id>.json` in the mailbox folder. Named by the
 * event id, so a redelivered event overwrites its own file instead of sending twice.
 */
export async function writeToMailbox(mail: StoredMail, dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${mail.id}.json`);
  const tmp = `${file}.tmp`;
  await writeFile(tmp, `${JSON.stringify(mail, null, 2)}\n`, 'utf8');
  await rename(tmp, file);
  return file;
}
