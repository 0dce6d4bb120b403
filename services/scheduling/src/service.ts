import { excelConsumers } from './events/excel.ts';
import { fileURLToPath } from 'node:url';
import { acceptUploads, prismaClientFactory, type ServiceDefinition } from '@takt/kit';
import { COURSE_LOGO_MAX_BYTES } from './domain/course-logo.ts';
import { attendanceConfirmedConsumer } from './events/attendance-confirmed.ts';
import { attendanceCancelledConsumer, attendanceWaitlistedConsumer, attendeeCreatedConsumer } from './events/chat-participants.ts';
import { departmentRefsReplacedConsumer, locationCreatedConsumer } from './events/location-view.ts';
import { appointmentRoutes } from './routes/appointments.ts';
import { appointmentMessageRoutes } from './routes/appointment-messages.ts';
import { calendarRoutes } from './routes/calendar.ts';
import { calendarFeedRoutes } from './routes/calendar-feeds.ts';
import { courseRoutes } from './routes/courses.ts';
import { dateTimeRoutes } from './routes/date-times.ts';
import { qrRegistrationRoutes } from './routes/qr-registration.ts';
import { roomRoutes } from './routes/rooms.ts';
import { staffUserDeletedConsumer, staffUserSavedConsumer } from './events/trainer-view.ts';
import { availabilityRoutes } from './routes/availabilities.ts';
import { trainerRoutes } from './routes/trainers.ts';
import { conflictRoutes } from './routes/conflicts.ts';
import { gdprConsumers } from './events/gdpr.ts';
import { schedulingBackfills } from './operations/announce-backfills.ts';
import type { Client } from './store/client.ts';
import { PrismaClient } from './store/generated/client.ts';

export const schedulingService: ServiceDefinition<Client> = {
  name: 'scheduling',
  migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
  createClient: prismaClientFactory(PrismaClient),
  plugins: (app) => acceptUploads(app, COURSE_LOGO_MAX_BYTES), // course logos
  backfills: schedulingBackfills,
  consumers: () => [
    attendanceConfirmedConsumer(),
    locationCreatedConsumer(),
    departmentRefsReplacedConsumer(),
    attendanceWaitlistedConsumer(),
    attendanceCancelledConsumer(),
    attendeeCreatedConsumer(),
    staffUserSavedConsumer(),
    staffUserDeletedConsumer(),
    ...gdprConsumers(),
    ...excelConsumers(),
  ],
  routes(r, { bus }) {
    courseRoutes(r);
    dateTimeRoutes(r);
    appointmentRoutes(r);
    roomRoutes(r); // sched-rooms
    appointmentMessageRoutes(r, bus);
    availabilityRoutes(r);
    trainerRoutes(r);
    conflictRoutes(r);
    calendarRoutes(r); // sched-calendar
    calendarFeedRoutes(r);
    qrRegistrationRoutes(r);
  },
};
