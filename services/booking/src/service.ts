import { fileURLToPath } from 'node:url';
import { prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import {
  appointmentCancelledConsumer,
  appointmentCreatedConsumer,
  appointmentDeletedConsumer,
  appointmentTrainersConsumer,
  appointmentUpdatedConsumer,
  courseUpdatedConsumer,
} from './events/appointment-view.ts';
import {
  attendeeCreatedConsumer,
  attendeeDeletedConsumer,
  attendeeUpdatedConsumer,
  contactsReplacedConsumer,
} from './events/attendee-view.ts';
import { locationCreatedConsumer } from './events/location-view.ts';
import { attendanceRoutes } from './routes/attendances.ts';
import { cancellationRoutes } from './routes/cancellations.ts';
import { checkInRoutes } from './routes/check-in.ts';
import { presenceRoutes } from './routes/presences.ts';
import { presenceAttendanceRoutes } from './routes/presence-attendances.ts';
import { roomPresenceRoutes } from './routes/room-presences.ts';
import { roomConsumers } from './events/room-view.ts';
import { seatRoutes } from './routes/seats.ts';
import { seriesRoutes } from './routes/series.ts';
import { waitingPositionRoutes } from './routes/waiting-positions.ts';
import { printRoutes } from './routes/print.ts';
import { qrCodeRoutes } from './routes/qr-codes.ts';
import { courseCreatedConsumer } from './events/course-view.ts';
import { taskRequestRoutes } from './routes/task-requests.ts';
import { departmentRefsReplacedConsumer } from './events/course-departments.ts';
import { settingsSavedConsumer } from './events/company-settings-view.ts';
import { memberAppointmentRoutes } from './routes/member-appointments.ts';
import { offerRoutes } from './routes/offers.ts';
import { startOfferSweep } from './offer-sweep.ts';
import { gdprConsumers } from './events/gdpr.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';
import { bookingSettings } from './settings.ts';

export const bookingService: ServiceDefinition<Client, typeof bookingSettings> = {
  name: 'booking',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  settings: bookingSettings,
  routes(r, { settings, bus }) {
    attendanceRoutes(r, settings, bus);
    cancellationRoutes(r, settings, bus);
    seatRoutes(r);
    presenceRoutes(r);
    presenceAttendanceRoutes(r);
    roomPresenceRoutes(r, settings);
    checkInRoutes(r, settings);
    seriesRoutes(r, settings, bus);
    waitingPositionRoutes(r);
    printRoutes(r);
    qrCodeRoutes(r, settings);
    taskRequestRoutes(r, settings, bus);
    memberAppointmentRoutes(r, settings);
    offerRoutes(r, settings, bus);
  },
  consumers: ({ settings, bus }) => [
    appointmentCreatedConsumer(settings),
    appointmentCancelledConsumer(settings, bus),
    appointmentUpdatedConsumer(settings, bus),
    appointmentDeletedConsumer(settings),
    appointmentTrainersConsumer(),
    courseUpdatedConsumer(settings),
    attendeeCreatedConsumer(),
    attendeeUpdatedConsumer(),
    attendeeDeletedConsumer(),
    contactsReplacedConsumer(),
    locationCreatedConsumer(),
    ...roomConsumers(),
    ...gdprConsumers(),
    courseCreatedConsumer(),
    departmentRefsReplacedConsumer(),
    settingsSavedConsumer(),
  ],
  background: ({ db, settings, bus, log }) => startOfferSweep(db, settings, bus, log),
};
