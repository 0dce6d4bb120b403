import { randomUUID } from 'node:crypto';
import { fromDbDate, toDbDate, type TxClient } from '@takt/kit';
import type { InvoicePosition as PositionDto, PaymentStatus } from '@takt/proto';
import type { Client } from './client.ts';
import type { InvoicePosition, Prisma } from './generated/client.ts';

type Tx = TxClient<Client>;

export interface NewPosition {
  invoiceId?: string | null;
  forAttendeeId: string;
  attendeeFullName: string;
  description: string;
  note?: string | null;
  costInfo?: string | null;
  centCost: number;
  date: string;
  sourceCostId?: string | null;
  sourceAppointmentId?: string | null;
  sourceAttendanceId?: string | null;
  sourceMembershipTypeId?: string | null;
  sourceDunningLevel?: number | null;
  locationId?: string | null;
  departmentId?: string | null;
}

export function insertPosition(tx: Tx, p: NewPosition): Promise<InvoicePosition> {
  const { date, ...rest } = p;
  return tx.invoicePosition.create({ data: { id: randomUUID(), ...rest, positionDate: toDbDate(date) } });
}

export const findPosition = (tx: Tx, id: string): Promise<InvoicePosition | null> => tx.invoicePosition.findFirst({ where: { id } });

export const findPositionOfAttendance = (tx: Tx, attendanceId: string): Promise<InvoicePosition | null> =>
  tx.invoicePosition.findFirst({ where: { sourceAttendanceId: attendanceId } });

export const updatePositionRow = (tx: Tx, id: string, data: Prisma.InvoicePositionUpdateInput): Promise<InvoicePosition> =>
  tx.invoicePosition.update({ where: { id }, data });

/** Attendees with uncancelled positions dated up to `end` that no invoice has taken yet. */
export async function attendeesWithPending(tx: Tx, end: string): Promise<string[]> {
  const rows = await tx.invoicePosition.findMany({
    where: { invoiceId: null, canceled: false, positionDate: { lte: toDbDate(end) } },
    distinct: ['forAttendeeId'],
    select: { forAttendeeId: true },
  });
  return rows.map((r) => r.forAttendeeId);
}

/** Puts the attendee's pending positions dated up to `end` on the invoice; answers how many. */
export async function claimPending(tx: Tx, attendeeId: string, end: string, invoiceId: string): Promise<number> {
  const { count } = await tx.invoicePosition.updateMany({
    where: { forAttendeeId: attendeeId, invoiceId: null, canceled: false, positionDate: { lte: toDbDate(end) } },
    data: { invoiceId },
  });
  return count;
}

export const positionsOfInvoices = (tx: Tx, invoiceIds: string[]): Promise<InvoicePosition[]> =>
  tx.invoicePosition.findMany({ where: { invoiceId: { in: invoiceIds } }, orderBy: [{ positionDate: 'asc' }, { createdDate: 'asc' }] });

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toPositionDto(p: InvoicePosition): PositionDto {
  return {
    id: p.id,
    invoiceId: p.invoiceId,
    forAttendeeId: p.forAttendeeId,
    attendeeFullName: p.attendeeFullName,
    description: p.description,
    note: p.note,
    costInfo: p.costInfo,
    centCost: p.centCost,
    date: fromDbDate(p.positionDate),
    canceled: p.canceled,
    canceledDate: iso(p.canceledDate),
    canceledById: p.canceledById,
    editedDate: iso(p.editedDate),
    editedById: p.editedById,
    invoicePaymentStatus: p.invoicePaymentStatus as PaymentStatus,
    invoiceNumberString: p.invoiceNumberString,
    sourceCostId: p.sourceCostId,
    sourceAppointmentId: p.sourceAppointmentId,
    sourceMembershipTypeId: p.sourceMembershipTypeId,
    locationId: p.locationId,
    departmentId: p.departmentId,
    createdDate: p.createdDate.toISOString(),
  };
}

/** One of the attendee's pending positions dated up to `end` (whether the run has something to bill, and a name to bill it to). */
export const firstPending = (tx: Tx, attendeeId: string, end: string): Promise<InvoicePosition | null> =>
  tx.invoicePosition.findFirst({
    where: { forAttendeeId: attendeeId, invoiceId: null, canceled: false, positionDate: { lte: toDbDate(end) } },
  });

/** Every company's positions added from a catalogue cost, a page after `afterId` (a backfill in system mode). */
export const costPositionsPage = (tx: Tx, afterId: string | null, take: number): Promise<InvoicePosition[]> =>
  tx.invoicePosition.findMany({
    where: { sourceCostId: { not: null }, ...(afterId ? { id: { gt: afterId } } : {}) },
    orderBy: { id: 'asc' },
    take,
  });
