import { toDbDate, writeUnlessNewer, type TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { PaymentData } from './generated/client.ts';

type Tx = TxClient<Client>;

export interface PaymentDataFacts {
  type: number;
  interval: number;
  iban: string | null;
  bic: string | null;
  accountHolder: string | null;
  mandateReference: string | null;
  mandateDate: string | null;
  validFrom: string | null;
  validTill: string | null;
  recurring: boolean;
  firstCollection: boolean;
}

const dbDate = (d: string | null) => (d ? toDbDate(d) : null);

export function findPaymentData(tx: Tx, attendeeId: string): Promise<PaymentData | null> {
  return tx.paymentData.findUnique({ where: { attendeeId } });
}

export function paymentDataOf(tx: Tx, attendeeIds: string[]): Promise<PaymentData[]> {
  return tx.paymentData.findMany({ where: { attendeeId: { in: attendeeIds } } });
}

/** Whether another attendee of the company holds the mandate reference. */
export async function mandateReferenceHolder(tx: Tx, reference: string): Promise<string | null> {
  const row = await tx.paymentData.findFirst({ where: { mandateReference: reference }, select: { attendeeId: true } });
  return row?.attendeeId ?? null;
}

const columns = (f: PaymentDataFacts) => ({
  ...f,
  mandateDate: dbDate(f.mandateDate),
  validFrom: dbDate(f.validFrom),
  validTill: dbDate(f.validTill),
  updatedAt: new Date(),
});

/** Staff's save: a person's change now, so always written and stamped now. */
export function savePaymentData(tx: Tx, attendeeId: string, f: PaymentDataFacts): Promise<PaymentData> {
  const data = { ...columns(f), factsAt: new Date() };
  return tx.paymentData.upsert({ where: { attendeeId }, create: { attendeeId, ...data }, update: data });
}

/**
 * The application's mandate as of `at` (its event's occurredAt), unless staff saved the data or a
 * newer mandate set it since; answers whether it wrote.
 */
export function saveGivenMandate(tx: Tx, attendeeId: string, f: PaymentDataFacts, at: Date): Promise<boolean> {
  return writeUnlessNewer(tx.paymentData, { attendeeId }, 'factsAt', columns(f), at);
}

/** After a collection the mandate's next one is a recurring collection (or none, for a one-off). */
export async function markMandatesCollected(tx: Tx, attendeeIds: string[]): Promise<void> {
  await tx.paymentData.updateMany({ where: { attendeeId: { in: attendeeIds } }, data: { firstCollection: false, updatedAt: new Date() } });
}
