import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RenderedMail } from './render-mail.ts';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

/** MAILBOX_DIR, else `<repo>/.data/mailbox`; read when a mail is written, so tests may set it. */
export function mailboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAILBOX_DIR || join(REPO_ROOT, '.data', 'mailbox');
}

/** Where the web app's links point (MAIL_LINK_BASE_URL). */
export function mailLinkBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_LINK_BASE_URL || 'http://localhost:5173';
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
export async function writeToMailbox(mail: StoredMail, dir: string = mailboxDir()): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${mail.id}.json`);
  const tmp = `${file}.tmp`;
  await writeFile(tmp, `${JSON.stringify(mail, null, 2)}\n`, 'utf8');
  await rename(tmp, file);
  return file;
}
