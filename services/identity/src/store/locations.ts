import type { TxClient } from '@takt/kit';
import { NON_PAGED_LIMIT } from '@takt/proto';
import type { Client } from './client.ts';
import type { Location, Prisma } from './generated/client.ts';
import { LOCATION_ORDER } from './location-details.ts';

type Tx = TxClient<Client>;

export function findLocation(tx: Tx, id: string): Promise<Location | null> {
  return tx.location.findFirst({ where: { id } });
}

export function findActiveLocation(tx: Tx, id: string): Promise<Location | null> {
  return tx.location.findFirst({ where: { id, active: true } });
}

export async function locationExists(tx: Tx, id: string): Promise<boolean> {
  return (await tx.location.findFirst({ where: { id }, select: { id: true } })) !== null;
}

/** Whether every id names a location of the current tenant. */
export async function allLocationsExist(tx: Tx, ids: readonly string[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  return (await tx.location.count({ where: { id: { in: unique } } })) === unique.length;
}

/** The company a location belongs to, by id alone (run in `db.system`). */
export async function companyOfLocation(tx: Tx, id: string, activeOnly = false): Promise<string | null> {
  const row = await tx.location.findFirst({ where: { id, ...(activeOnly ? { active: true } : {}) }, select: { companyId: true } });
  return row?.companyId ?? null;
}

export function insertLocation(tx: Tx, data: Prisma.LocationUncheckedCreateInput): Promise<Location> {
  return tx.location.create({ data });
}

export function updateLocationRow(tx: Tx, id: string, data: Prisma.LocationUncheckedUpdateInput): Promise<Location> {
  return tx.location.update({ where: { id }, data });
}

export async function deleteLocationRow(tx: Tx, id: string): Promise<void> {
  await tx.location.deleteMany({ where: { id } });
}

/** Locations in the list order, not paged; `ids` narrows them, `activeOnly` leaves inactive ones out. */
export function locationsInOrder(tx: Tx, opts: { ids?: string[]; activeOnly?: boolean } = {}): Promise<Location[]> {
  const where = { ...(opts.ids ? { id: { in: opts.ids } } : {}), ...(opts.activeOnly ? { active: true } : {}) };
  return tx.location.findMany({ where, orderBy: LOCATION_ORDER, take: NON_PAGED_LIMIT });
}

/** Every company's locations (system mode: the one-off backfill announces them). */
export function locationsOfAllCompanies(tx: Tx) {
  return tx.location.findMany({
    select: { id: true, companyId: true, name: true },
    orderBy: [{ companyId: 'asc' }, { createdDate: 'asc' }],
  });
}

/** How many employee and responsible links hang on a location. */
export async function locationLinkCounts(tx: Tx, locationId: string) {
  const locationEmployees = await tx.locationEmployee.count({ where: { locationId } });
  const responsibles = await tx.locationResponsible.count({ where: { locationId } });
  return { locationEmployees, responsibles };
}
