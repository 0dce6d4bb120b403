import { randomUUID } from 'node:crypto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { MembershipType, Tariff, TariffRef } from './generated/client.ts';

type Tx = TxClient<Client>;
type TariffColumns = { name: string; tariffName: string | null };
type RefColumns = Pick<TariffRef, 'tariffId' | 'membershipTypeId' | 'cost' | 'costType'>;
export type TariffRefRow = TariffRef & { membershipType: MembershipType };

export const insertTariff = (tx: Tx, data: TariffColumns & { creatorId: string }): Promise<Tariff> =>
  tx.tariff.create({ data: { id: randomUUID(), ...data } });
export const updateTariffRow = (tx: Tx, id: string, data: TariffColumns): Promise<Tariff> => tx.tariff.update({ where: { id }, data });
export const findTariff = (tx: Tx, id: string): Promise<Tariff | null> => tx.tariff.findFirst({ where: { id } });
export const allTariffs = (tx: Tx): Promise<Tariff[]> => tx.tariff.findMany({ orderBy: { name: 'asc' } });
/** Its costs per membership type go with it (foreign key cascades). */
export async function deleteTariffRow(tx: Tx, id: string): Promise<void> {
  await tx.tariff.delete({ where: { id } });
}

const withType = { membershipType: true } as const;

export const insertTariffRef = (tx: Tx, data: RefColumns): Promise<TariffRefRow> =>
  tx.tariffRef.create({ data: { id: randomUUID(), ...data }, include: withType });
export const updateTariffRefRow = (tx: Tx, id: string, data: RefColumns): Promise<TariffRefRow> =>
  tx.tariffRef.update({ where: { id }, data, include: withType });
export const findTariffRef = (tx: Tx, id: string): Promise<TariffRefRow | null> =>
  tx.tariffRef.findFirst({ where: { id }, include: withType });
export async function deleteTariffRefRow(tx: Tx, id: string): Promise<void> {
  await tx.tariffRef.delete({ where: { id } });
}
export const tariffRefsOf = (tx: Tx, tariffId?: string): Promise<TariffRefRow[]> =>
  tx.tariffRef.findMany({
    where: tariffId ? { tariffId } : {},
    include: withType,
    orderBy: [{ tariffId: 'asc' }, { membershipType: { name: 'asc' } }],
  });
