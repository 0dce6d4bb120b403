import type { TxClient } from '@takt/kit';
import { AttendanceStatus } from '@takt/proto';
import type { Client } from './client.ts';
import type { Attendance, WaitingOffer } from './generated/client.ts';

type Tx = TxClient<Client>;

/** How an offer ends: the member's answer, the clock, or the waiting entry going another way. */
export type ClosedOfferState = 'ACCEPTED' | 'DECLINED' | 'EXPIRED' | 'WITHDRAWN';

export function insertOffer(tx: Tx, offer: Omit<WaitingOffer, 'companyId' | 'state' | 'closedAt'>): Promise<WaitingOffer> {
  return tx.waitingOffer.create({ data: offer });
}

export function openOfferOf(tx: Tx, attendanceId: string): Promise<WaitingOffer | null> {
  return tx.waitingOffer.findFirst({ where: { attendanceId, state: 'OPEN' } });
}

/** The attendance's latest offer in any state (why an answer came too late). */
export function latestOfferOf(tx: Tx, attendanceId: string): Promise<WaitingOffer | null> {
  return tx.waitingOffer.findFirst({ where: { attendanceId }, orderBy: { offeredAt: 'desc' } });
}

/**
 * Closes the attendance's open offer; false when none is open (answered, expired or withdrawn
 * meanwhile: the conditional update waits for a concurrent closer and then finds nothing).
 * `before` closes only an offer whose deadline lies after it (an accept in time).
 */
export async function closeOffer(tx: Tx, attendanceId: string, state: ClosedOfferState, before?: Date): Promise<boolean> {
  const { count } = await tx.waitingOffer.updateMany({
    where: { attendanceId, state: 'OPEN', ...(before ? { expiresAt: { gt: before } } : {}) },
    data: { state, closedAt: new Date() },
  });
  return count === 1;
}

/**
 * The first `limit` waiting attendances of the appointment that hold no open offer, in number
 * order: who is offered a freed place next. The caller holds the appointment row.
 */
export function nextWithoutOffer(tx: Tx, appointmentId: string, limit: number): Promise<Pick<Attendance, 'id' | 'attendeeId'>[]> {
  return tx.$queryRaw<Pick<Attendance, 'id' | 'attendeeId'>[]>`
    SELECT a.id::text, a.attendee_id::text AS "attendeeId"
    FROM attendance a
    WHERE a.appointment_id = ${appointmentId}::uuid AND a.status = ${AttendanceStatus.OnWaitingList}
      AND NOT EXISTS (SELECT 1 FROM waiting_offer o WHERE o.attendance_id = a.id AND o.state = 'OPEN')
    ORDER BY a.waiting_list_number LIMIT ${limit}`;
}

/** Waiting attendances of the appointment that hold no open offer. */
export async function waitingWithoutOffer(tx: Tx, appointmentId: string): Promise<number> {
  const [row] = await tx.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM attendance a
    WHERE a.appointment_id = ${appointmentId}::uuid AND a.status = ${AttendanceStatus.OnWaitingList}
      AND NOT EXISTS (SELECT 1 FROM waiting_offer o WHERE o.attendance_id = a.id AND o.state = 'OPEN')`;
  return row?.n ?? 0;
}

export function openOfferCount(tx: Tx, appointmentId: string): Promise<number> {
  return tx.waitingOffer.count({ where: { appointmentId, state: 'OPEN' } });
}

/** attendance id → deadline of its open offer, for the given attendances. */
export async function openOfferDeadlines(tx: Tx, attendanceIds: string[]): Promise<Map<string, Date>> {
  if (attendanceIds.length === 0) return new Map();
  const open = await tx.waitingOffer.findMany({ where: { attendanceId: { in: attendanceIds }, state: 'OPEN' } });
  return new Map(open.map((o) => [o.attendanceId, o.expiresAt]));
}

/** Companies with open offers past their deadline: the sweep's one cross-tenant read (system work). */
export async function companiesWithDueOffers(tx: Tx, now: Date): Promise<string[]> {
  const rows = await tx.$queryRaw<{ companyId: string }[]>`
    SELECT DISTINCT company_id::text AS "companyId" FROM waiting_offer WHERE state = 'OPEN' AND expires_at <= ${now}`;
  return rows.map((r) => r.companyId);
}

/**
 * Locks the tenant's open offers past their deadline, oldest first. SKIP LOCKED: a second sweep
 * (another replica) passes over rows one is processing, so no offer is expired twice.
 */
export function lockDueOffers(tx: Tx, now: Date, limit: number): Promise<{ id: string; attendanceId: string }[]> {
  return tx.$queryRaw<{ id: string; attendanceId: string }[]>`
    SELECT id::text, attendance_id::text AS "attendanceId" FROM waiting_offer
    WHERE state = 'OPEN' AND expires_at <= ${now}
    ORDER BY expires_at LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
}
