import { localDate, type Router } from '@takt/kit';
import { bookingContracts, nowWallMinutes } from '@takt/proto';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import type { AppointmentView } from '../store/generated/client.ts';
import { memberAppointmentsWhere, withMemberFacts } from '../store/member-appointments.ts';

export function memberAppointmentRoutes(r: Router<Client>, settings: BookingSettings): void {
  r.list(bookingContracts.listMyAppointments, {
    model: (tx) => tx.appointmentView,
    where: ({ user, query }, tx) =>
      memberAppointmentsWhere(tx, user.userId, query.booked, localDate(new Date(), settings.BOOKING_TIME_ZONE)),
    enrich: (tx, rows: AppointmentView[], { user, query }) =>
      withMemberFacts(tx, rows, user.userId, query.booked, {
        nowMinutes: nowWallMinutes(new Date(), settings.BOOKING_TIME_ZONE),
        lateCancelHours: settings.BOOKING_LATE_CANCEL_HOURS,
      }),
  });
}
