import { z } from 'zod';
import { IdParams } from '../common.ts';
import { route } from '../contract.ts';
import { screenRoles } from '../../screens.ts';
import { DATA_EXPORT_SERVICES } from '../../events/gdpr.ts';

// A member's data export and erasure, beyond the spec (decision 0037).

const ExportService = z.enum(['membership', ...DATA_EXPORT_SERVICES]);
export const DataExportParams = z.object({ exportId: z.uuid() });
export const DataExportStarted = z.object({ exportId: z.uuid() });

/** An export's state: which services answered; `data` (service name -> its part) once all did. */
export const DataExport = z.object({
  id: z.uuid(),
  attendeeId: z.uuid(),
  createdDate: z.string(),
  complete: z.boolean(),
  answered: z.array(ExportService),
  missing: z.array(ExportService),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type DataExport = z.infer<typeof DataExport>;

const attendees = screenRoles('/attendees');

export const membershipGdprContracts = {
  getDataExport: route({
    method: 'GET',
    path: '/api/Attendees/DataExports/:exportId',
    service: 'membership',
    access: attendees,
    permission: 'attendeesEdit',
    summary: "A data export's state and, once every service answered, the person's data as JSON",
    params: DataExportParams,
    response: DataExport,
  }),
  startDataExport: route({
    method: 'POST',
    path: '/api/Attendees/:id/DataExport',
    service: 'membership',
    access: attendees,
    permission: 'attendeesEdit',
    summary: 'Start gathering everything the services hold about the attendee (GDPR access); audited',
    params: IdParams,
    response: DataExportStarted,
  }),
  eraseAttendee: route({
    method: 'POST',
    path: '/api/Attendees/:id/Erase',
    service: 'membership',
    access: attendees,
    permission: 'attendeesCreateDelete',
    summary: 'Erase the person in every service (GDPR erasure); invoices stay, anonymised; audited',
    params: IdParams,
  }),
} as const;
