import { PRODUCTION } from '@takt/kit';
import { z } from 'zod';

/** Notification's own settings: where mail links point and the development mail folder. */
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
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
