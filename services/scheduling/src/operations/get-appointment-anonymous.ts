import { notFound, type Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { appointmentDetail, type AppointmentDetail } from './appointment-details.ts';
import { requireAppointment } from './appointment-steps.ts';
import { asPublicCompany } from './as-public-company.ts';

/** A public page's appointment: only an active course's, read in the named company's tenant. */
export function getAppointmentAnonymous(db: Db<Client>, companyId: string, id: string): Promise<AppointmentDetail> {
  return asPublicCompany(db, companyId, async (tx) => {
    const a = await appointmentDetail(tx, await requireAppointment(tx, id));
    if (!a.courseActive) throw notFound('Appointment');
    return a;
  });
}
