import { fileURLToPath } from 'node:url';
import { acceptUploads, prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { NEWS_LOGO_MAX_BYTES } from './domain/news-logo.ts';
import { newsAudienceConsumers } from './events/news-audience.ts';
import { newsRoutes } from './routes/news.ts';
import { noteRoutes } from './routes/notes.ts';
import { mailTemplateRoutes } from './routes/mail-templates.ts';
import {
  attendanceCancelledConsumer,
  attendanceConfirmedConsumer,
  attendancePromotedConsumer,
  attendanceRescheduledConsumer,
  taskRequestDecidedConsumer,
  waitingOfferMadeConsumer,
} from './events/booking-messages.ts';
import { documentPublishedConsumer } from './events/document-notices.ts';
import { directDebitReturnedConsumer } from './events/direct-debit-returned.ts';
import { invoiceCreatedConsumer } from './events/invoice-created.ts';
import { mailRequestedConsumer } from './events/mail.ts';
import { memberContactConsumers } from './events/member-contacts.ts';
import { webPushOf } from './push/web-push.ts';
import { webPushRoutes } from './routes/web-push.ts';
import { notificationSettings } from './settings.ts';
import { gdprConsumers } from './events/gdpr.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const notificationService: ServiceDefinition<Client, typeof notificationSettings> = {
  name: 'notification',
  settings: notificationSettings,
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  globalModels: ['VapidKey'],
  plugins: (app) => acceptUploads(app, NEWS_LOGO_MAX_BYTES), // news logos
  async routes(r, deps) {
    const push = webPushOf(deps);
    // The key pair exists from the first start on, made once under a lock (decision 0053).
    await push.keys();
    webPushRoutes(r, deps.bus, push);
    newsRoutes(r, deps.bus, push);
    noteRoutes(r);
    mailTemplateRoutes(r, deps.settings.MAIL_LINK_BASE_URL);
  },
  consumers: (deps) => {
    const out = { bus: deps.bus, db: deps.db, push: webPushOf(deps), settings: deps.settings };
    return [
      invoiceCreatedConsumer(out),
      mailRequestedConsumer(deps.log, deps.settings),
      attendanceConfirmedConsumer(out),
      attendancePromotedConsumer(out),
      attendanceCancelledConsumer(out),
      attendanceRescheduledConsumer(out),
      taskRequestDecidedConsumer(out),
      waitingOfferMadeConsumer(out),
      directDebitReturnedConsumer(out),
      documentPublishedConsumer(out),
      ...memberContactConsumers(),
      ...newsAudienceConsumers(),
      ...gdprConsumers(),
    ];
  },
};
