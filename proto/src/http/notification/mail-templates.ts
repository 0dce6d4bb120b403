import { z } from 'zod';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';

// Issue #11: the admin sees every mail the system sends members and staff, rendered with sample
// data in German and English, before a member ever gets one.

/** Every mail template notification renders: identity's account mails, then the member mails. */
export const MAIL_TEMPLATES = [
  'email-confirmation',
  'password-reset',
  'manual-password-reset',
  'booking-confirmed',
  'waiting-list-promoted',
  'waiting-offer-made',
  'booking-cancelled',
  'invoice-created',
  'direct-debit-returned',
] as const;
export const MailTemplateName = z.enum(MAIL_TEMPLATES);
export type MailTemplateName = z.infer<typeof MailTemplateName>;

export const MailPreview = z.object({
  template: MailTemplateName,
  locale: z.enum(['de', 'en']),
  subject: z.string(),
  /** The plain text the mail is sent as. */
  text: z.string(),
  /** The same text as a standalone HTML document (escaped), for a sandboxed frame. */
  html: z.string(),
});
export type MailPreview = z.infer<typeof MailPreview>;

export const mailTemplateContracts = {
  previewMailTemplate: route({
    method: 'GET',
    path: '/api/MailTemplates/:template/Preview/:locale',
    service: 'notification',
    access: screenRoles('/mail-templates'),
    summary: 'A mail template rendered with sample data (subject, text and HTML) in German or English',
    params: z.object({ template: MailTemplateName, locale: z.enum(['de', 'en']) }),
    response: MailPreview,
  }),
} as const;
