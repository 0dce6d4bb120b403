import type { TxClient } from '@takt/kit';
import type { MembershipEvents, PayloadOf } from '@takt/proto';
import type { Client } from './client.ts';
import type { AttendeeView, CompanyView } from './generated/client.ts';

type Tx = TxClient<Client>;

/** The same upsert as the invoice runs' read model, so whichever consumer lands keeps the same row. */
export async function upsertAttendeeView(tx: Tx, p: PayloadOf<typeof MembershipEvents.AttendeeCreated>): Promise<void> {
  const facts = {
    applicationUserId: p.applicationUserId,
    firstName: p.firstName,
    lastName: p.lastName,
    memberships: p.memberships,
    updatedAt: new Date(),
  };
  await tx.attendeeView.upsert({ where: { id: p.attendeeId }, create: { id: p.attendeeId, ...facts }, update: facts });
}

export async function attendeeKnown(tx: Tx, attendeeId: string): Promise<boolean> {
  return (await tx.attendeeView.findUnique({ where: { id: attendeeId }, select: { id: true } })) !== null;
}

export function attendeeViews(tx: Tx, ids: string[]): Promise<AttendeeView[]> {
  return tx.attendeeView.findMany({ where: { id: { in: ids } } });
}

/** Keeps the company's creditor facts; a name-only announcement (CompanyCreated) leaves bank data alone. */
export async function upsertCompanyView(
  tx: Tx,
  companyId: string,
  facts: { name: string; iban?: string | null; creditorIdentifier?: string | null },
): Promise<void> {
  const data = { ...facts, updatedAt: new Date() };
  await tx.companyView.upsert({ where: { companyId }, create: { companyId, ...data }, update: data });
}

export function findCompanyView(tx: Tx): Promise<CompanyView | null> {
  return tx.companyView.findFirst();
}

/** The return fee lives on the company's row; before identity announced the company the name is still empty. */
export async function saveReturnFee(tx: Tx, companyId: string, returnFeeCents: number): Promise<CompanyView> {
  return tx.companyView.upsert({
    where: { companyId },
    create: { companyId, name: '', returnFeeCents },
    update: { returnFeeCents, updatedAt: new Date() },
  });
}
