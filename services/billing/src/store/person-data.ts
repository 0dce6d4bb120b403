import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

// What billing holds about one member (decision 0037): invoices, positions, payment data, debits.

export async function personRowsOf(tx: Tx, attendeeId: string) {
  const [attendee, paymentData, invoices, pendingPositions, directDebits] = await Promise.all([
    tx.attendeeView.findFirst({ where: { id: attendeeId } }),
    tx.paymentData.findFirst({ where: { attendeeId } }),
    tx.invoice.findMany({ where: { attendeeId }, include: { positions: true }, orderBy: { periodStartDate: 'asc' } }),
    tx.invoicePosition.findMany({ where: { forAttendeeId: attendeeId, invoiceId: null } }),
    tx.directDebitTransaction.findMany({ where: { attendeeId } }),
  ]);
  return { attendee, paymentData, invoices, pendingPositions, directDebits };
}

/**
 * Invoices and positions stay for their legal retention with `name` where the person's name was
 * and no login; the bank account (payment data) goes, the read model keeps no name and no
 * membership, so no run bills the person again. Running it twice writes the same values.
 */
export async function anonymisePersonRows(tx: Tx, attendeeId: string, name: string): Promise<void> {
  await tx.invoice.updateMany({ where: { attendeeId }, data: { attendeeFullName: name, attendeeAppUserId: null } });
  await tx.invoicePosition.updateMany({ where: { forAttendeeId: attendeeId }, data: { attendeeFullName: name, note: null } });
  await tx.paymentData.deleteMany({ where: { attendeeId } });
  await tx.attendeeView.updateMany({
    where: { id: attendeeId },
    data: { firstName: name, lastName: name, applicationUserId: null, memberships: [], updatedAt: new Date() },
  });
}
