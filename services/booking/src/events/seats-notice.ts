import type { Bus } from '@takt/kit';
import { notifySubject, UpdateAppointmentSeatsNotice } from '@takt/proto';

/**
 * The shortest gap between two seat notices of one company. Every notice makes each connected
 * client reload the appointments' bookings: a rush of 300 bookings would otherwise send 300 and
 * cause 300 reloads per open screen; with the gap it sends a handful, each naming everything that
 * changed since the one before.
 */
export const SEATS_NOTICE_GAP_MS = 200;
const MAX_IDS = 500;

/** Per bus (one per service instance): the companies inside their gap and what their next notice names. */
const waiting = new WeakMap<Bus, Map<string, Set<string>>>();

/**
 * Tells the company's connected clients whose appointments' bookings changed, after the commit and
 * best effort: the bookings are stored, and a missed notice is caught up on the next load. A quiet
 * company is told at once; what changes within the gap after that goes out together at its end.
 */
export async function noticeSeats(bus: Bus, companyId: string, appointmentIds: Iterable<string>): Promise<void> {
  const ids = new Set(appointmentIds);
  if (ids.size === 0) return;
  const companies = waiting.get(bus) ?? new Map<string, Set<string>>();
  waiting.set(bus, companies);
  const next = companies.get(companyId);
  if (next) {
    for (const id of ids) next.add(id);
    return;
  }
  const later = new Set<string>();
  companies.set(companyId, later);
  setTimeout(() => {
    companies.delete(companyId);
    if (later.size > 0) void noticeSeats(bus, companyId, later);
  }, SEATS_NOTICE_GAP_MS).unref();
  await send(bus, companyId, [...ids]);
}

async function send(bus: Bus, companyId: string, ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += MAX_IDS) {
    const notice = UpdateAppointmentSeatsNotice.parse({ appointmentIds: ids.slice(i, i + MAX_IDS) });
    await bus.notify(notifySubject(companyId, 'UpdateAppointmentSeats'), Buffer.from(JSON.stringify(notice))).catch(() => undefined);
  }
}

/** The appointments a cancellation (or confirmation) touched. */
export const appointmentsOf = (...lists: { appointmentId: string }[][]) => lists.flat().map((a) => a.appointmentId);
