import { z } from 'zod';
import { defineEvent } from './envelope.ts';

export const CompanyCreated = defineEvent(
  'identity.company.created',
  1,
  z.object({ companyId: z.uuid(), name: z.string(), trialBeginDate: z.string(), adminUserId: z.uuid() }),
);

export const LocationCreated = defineEvent(
  'identity.location.created',
  1,
  z.object({ locationId: z.uuid(), name: z.string() }),
);
