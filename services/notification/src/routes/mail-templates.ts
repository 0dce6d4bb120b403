import type { Router } from '@takt/kit';
import { notificationContracts as routes } from '@takt/proto';
import { previewMail } from '../mail/preview-mail.ts';
import type { Client } from '../store/client.ts';

/** The admin's preview of the mail templates; links point where real mails' links point. */
export function mailTemplateRoutes(r: Router<Client>, linkBaseUrl: string): void {
  r.handle(routes.previewMailTemplate, async ({ params }) => previewMail(params.template, params.locale, linkBaseUrl));
}
