import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

export async function putStaffName(tx: Tx, companyId: string, userId: string, fullName: string): Promise<void> {
  await tx.staffName.upsert({ where: { companyId_userId: { companyId, userId } }, create: { userId, fullName }, update: { fullName } });
}

export async function staffNameOf(tx: Tx, userId: string): Promise<string | null> {
  return (await tx.staffName.findFirst({ where: { userId }, select: { fullName: true } }))?.fullName ?? null;
}
