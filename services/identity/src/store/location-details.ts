import { randomUUID } from 'node:crypto';
import { dtoOf, notFound, type TxClient } from '@takt/kit';
import { Location as LocationDto, PublicLocation, type LocationInput } from '@takt/proto';
import { fullAddress } from '../domain/location-address.ts';
import type { Client } from './client.ts';
import { findCompany } from './companies.ts';
import type { Location } from './generated/client.ts';
import { fullName } from '../domain/user-rules.ts';
import { usersById } from './staff.ts';

export interface LocationDetails extends Location {
  responsibleIds: string[];
  responsibleFullNames: string[];
  departmentNames: string[];
}

/** Adds responsibles and department names to location rows (two queries for any number of rows). */
export async function withLocationDetails(tx: TxClient<Client>, rows: Location[]): Promise<LocationDetails[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const responsibles = await tx.locationResponsible.findMany({ where: { locationId: { in: ids } } });
  const refs = await tx.departmentRef.findMany({ where: { locationId: { in: ids } }, select: { locationId: true, departmentId: true } });
  const departments = refs.length
    ? await tx.department.findMany({ where: { id: { in: refs.map((r) => r.departmentId) } }, select: { id: true, name: true } })
    : [];
  const departmentName = new Map(departments.map((d) => [d.id, d.name]));
  const users = await usersById(
    tx,
    responsibles.map((r) => r.responsibleId),
  );
  return rows.map((row) => {
    const mine = responsibles.filter((r) => r.locationId === row.id);
    return {
      ...row,
      responsibleIds: mine.map((r) => r.responsibleId),
      responsibleFullNames: mine
        .map((r) => users.get(r.responsibleId))
        .filter((u) => u !== undefined)
        .map(fullName),
      departmentNames: refs
        .filter((r) => r.locationId === row.id)
        .map((r) => departmentName.get(r.departmentId))
        .filter((n): n is string => n !== undefined)
        .sort((a, b) => a.localeCompare(b)),
    };
  });
}

export const toLocationDto = dtoOf(LocationDto, (l: LocationDetails) => ({
  fullAddress: fullAddress(l),
  currentUtcDateTime: new Date().toISOString(),
}));

const toPublicDto = dtoOf(PublicLocation, (l: Location & { companyName: string }) => ({ fullAddress: fullAddress(l) }));

export function toPublicLocationDto(l: Location, companyName: string) {
  return toPublicDto({ ...l, companyName });
}

/** Spec section 9: locations sort active first, then by name. */
export const LOCATION_ORDER = [{ active: 'desc' as const }, { name: 'asc' as const }];

/** Replaces a location's responsibles with the given users. */
export async function setLocationResponsibles(tx: TxClient<Client>, locationId: string, responsibleIds: readonly string[]): Promise<void> {
  await tx.locationResponsible.deleteMany({ where: { locationId } });
  const unique = [...new Set(responsibleIds)];
  if (unique.length) {
    await tx.locationResponsible.createMany({ data: unique.map((responsibleId) => ({ id: randomUUID(), locationId, responsibleId })) });
  }
}

/** One location with its details. */
export async function locationDetails(tx: TxClient<Client>, row: Location): Promise<LocationDetails> {
  const [details] = await withLocationDetails(tx, [row]);
  return details!;
}

/** Locations a user works at or is responsible for. */
export async function ownLocationIds(tx: TxClient<Client>, userId: string): Promise<string[]> {
  const asEmployee = await tx.locationEmployee.findMany({ where: { employeeId: userId }, select: { locationId: true } });
  const asResponsible = await tx.locationResponsible.findMany({ where: { responsibleId: userId }, select: { locationId: true } });
  return [...new Set([...asEmployee, ...asResponsible].map((r) => r.locationId))];
}

/** The stored columns of a location input (responsibles are kept in their own table). */
export function locationColumns(body: LocationInput) {
  const { responsibleIds: _r, ...data } = body;
  return data;
}

/** What the audit log compares: every column but the creation date. */
export const locationAuditView = (l: Location) => ({ ...l, createdDate: undefined });

/** Locations linked to a department of the current tenant by department refs; 404 for an unknown department. */
export async function locationIdsInDepartment(tx: TxClient<Client>, departmentId: string): Promise<string[]> {
  if (!(await tx.department.findFirst({ where: { id: departmentId }, select: { id: true } }))) throw notFound('Department');
  const refs = await tx.departmentRef.findMany({ where: { departmentId, locationId: { not: null } }, select: { locationId: true } });
  return refs.map((ref) => ref.locationId!);
}

/** Public fields of a company's locations, with the company's name (the caller checked that it is live). */
export async function publicLocationsOf(tx: TxClient<Client>, rows: Location[], companyId: string) {
  const name = (await findCompany(tx, companyId))?.name ?? '';
  return rows.map((l) => toPublicLocationDto(l, name));
}
