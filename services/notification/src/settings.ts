import { PRODUCTION } from '@takt/kit';
import { z } from 'zod';

/** Browser push services as they hand out endpoints (Chrome/Edge/Opera, Firefox, Windows, Safari). */
const KNOWN_PUSH_HOSTS = 'fcm.googleapis.com,android.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com';

/** Notification's own settings: mail links and folder, web push. */
export const notificationSettings = z.object({
  MAIL_LINK_BASE_URL: z
    .url()
    .default('http://localhost:5173')
    .meta({
      description: "Address of the web app that links in mails point to (the default is Vite's development server).",
      ...PRODUCTION,
    }),
  MAILBOX_DIR: z.string().optional().meta({
    description: 'Folder the development mail sink writes one JSON file per mail into; default `.data/mailbox` in the repository.',
  }),
  SMTP_URL: z.string().optional().meta({
    description:
      'SMTP server mails are sent through (nodemailer URL, e.g. `smtps://user:password@mail.example.com:465`); empty: mails go into the mailbox folder instead.',
  }),
  MAIL_FROM: z
    .string()
    .default('Takt <no-reply@takt.example>')
    .meta({ description: 'Sender of every mail (`Name <address>`).', ...PRODUCTION }),
  WEB_PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'a mailto: or https: address')
    .default('mailto:support@takt.example')
    .meta({
      description: 'Contact the push services see in every push (VAPID subject): a mailto: or https: address of the operator.',
      ...PRODUCTION,
    }),
  WEB_PUSH_SERVICE_HOSTS: z
    .string()
    .default(KNOWN_PUSH_HOSTS)
    .transform((s) =>
      s
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .meta({
      description:
        'Comma-separated hosts (and their subdomains) a stored push subscription may point to; the browsers’ push services by default.',
    }),
  WEB_PUSH_CA_FILE: z.string().optional().meta({
    description:
      'A PEM certificate trusted besides the public ones when sending pushes (a push relay behind a private CA); empty: public ones only.',
  }),
  WEB_PUSH_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(32).meta({
    description: 'Pushes one notification process has in flight at most; a burst (a news to every member) queues behind them.',
  }),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
