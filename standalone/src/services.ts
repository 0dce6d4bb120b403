import { billingService } from '@takt/billing';
import { bookingService } from '@takt/booking';
import { documentsService } from '@takt/documents';
import { identityService } from '@takt/identity';
import type { PrismaLike, ServiceDefinition } from '@takt/kit';
import { membershipService } from '@takt/membership';
import { notificationService } from '@takt/notification';
import { schedulingService } from '@takt/scheduling';
import { statisticsService } from '@takt/statistics';

/** The launcher is the only code that imports every service. */
export const allServices: ServiceDefinition<PrismaLike>[] = [
  identityService,
  membershipService,
  schedulingService,
  bookingService,
  billingService,
  documentsService,
  notificationService,
  statisticsService,
] as unknown as ServiceDefinition<PrismaLike>[];
