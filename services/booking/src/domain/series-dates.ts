import { wallMinutes } from '@takt/proto';

/**
 * Which of a date-time's appointments a series books: those starting after the caller's local
 * moment (the spec's ClientLocalDateTime), so a series booked at 18:30 skips today's 18:00 class.
 */
export function comingAfter<A extends { date: string; timeFrom: string }>(appointments: readonly A[], clientLocal: string): A[] {
  const from = wallMinutes(clientLocal.slice(0, 10), clientLocal.slice(11, 16));
  return appointments.filter((a) => wallMinutes(a.date, a.timeFrom) > from);
}
