import { fail, isUniqueViolation, notFound, validationFailed, type TxClient } from '@takt/kit';
import { ErrorCode, type BodyOf, type membershipContracts } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { Tariff } from '../store/generated/client.ts';
import { knownMembershipTypeIds } from '../store/membership-types.ts';
import { findTariff, findTariffRef, type TariffRefRow } from '../store/tariffs.ts';

type Tx = TxClient<Client>;
export type TariffRefInput = BodyOf<typeof membershipContracts.createTariffRef>;

export async function requireTariff(tx: Tx, id: string): Promise<Tariff> {
  const row = await findTariff(tx, id);
  if (!row) throw notFound('Tariff');
  return row;
}

export async function requireTariffRef(tx: Tx, id: string): Promise<TariffRefRow> {
  const row = await findTariffRef(tx, id);
  if (!row) throw notFound('Tariff cost');
  return row;
}

/** The tariff and the membership type a tariff cost names must both be the company's. */
export async function assertTariffRefTargets(tx: Tx, input: TariffRefInput): Promise<void> {
  const issues = [];
  if (!(await findTariff(tx, input.tariffId))) issues.push({ field: 'tariffId', message: 'unknown tariff' });
  if (!(await knownMembershipTypeIds(tx, [input.membershipTypeId])).size)
    issues.push({ field: 'membershipTypeId', message: 'unknown membership type' });
  if (issues.length) throw validationFailed(issues);
}

/** A tariff has one cost per membership type: the unique index answers a second one. */
export const duplicateTariffRef = (err: unknown): unknown =>
  isUniqueViolation(err, 'tariff_ref_pair_unique')
    ? fail(ErrorCode.Conflict, 'The tariff has a cost for this membership type already', { field: 'membershipTypeId' })
    : err;
