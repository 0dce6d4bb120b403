import type { TxClient } from '@takt/kit';
import type { IdentityEvents, PayloadOf } from '@takt/proto';
import { allowedPaymentIntervals, ALL_PAYMENT_INTERVALS } from '../domain/payment-intervals.ts';
import { DEFAULT_TERMINATION_RULES, type TerminationRules } from '../domain/termination.ts';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

/**
 * Keeps the termination rules and allowed payment intervals of identity's settings event as of `occurredAt`; an older event
 * delivered late changes nothing, and a redelivery writes the same values again.
 */
export async function upsertTerminationSettings(
  tx: Tx,
  companyId: string,
  p: PayloadOf<typeof IdentityEvents.SettingsSaved>,
  occurredAt: Date,
): Promise<void> {
  const stored = await tx.terminationSettings.findUnique({ where: { companyId }, select: { updatedAt: true } });
  if (stored && stored.updatedAt > occurredAt) return;
  const data = {
    terminationDate: p.membershipSubscriptionTerminationDate,
    noticeWeeks: p.membershipSubscriptionTerminationInAdvanceWeeks,
    allowedPaymentIntervals: allowedPaymentIntervals(p),
    updatedAt: occurredAt,
  };
  await tx.terminationSettings.upsert({ where: { companyId }, create: { companyId, ...data }, update: data });
}

/** The tenant's termination rules; the spec's defaults until identity announced any. */
export async function terminationRules(tx: Tx): Promise<TerminationRules> {
  const row = await tx.terminationSettings.findFirst();
  return row
    ? { terminationDate: row.terminationDate as TerminationRules['terminationDate'], noticeWeeks: row.noticeWeeks }
    : DEFAULT_TERMINATION_RULES;
}

/** The PaymentInterval values the tenant allows; every one until identity announced its settings. */
export async function paymentIntervalsAllowed(tx: Tx): Promise<number[]> {
  const row = await tx.terminationSettings.findFirst({ select: { allowedPaymentIntervals: true } });
  return row?.allowedPaymentIntervals ?? ALL_PAYMENT_INTERVALS;
}
