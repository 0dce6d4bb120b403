import type { TxClient } from '@takt/kit';
import { countryName } from '../domain/countries.ts';
import { trialDaysLeft, trialEndingSoon } from '../domain/trial.ts';
import type { Client } from './client.ts';
import type { Company, Prisma } from './generated/client.ts';

export function findCompany(tx: TxClient<Client>, companyId: string): Promise<Company | null> {
  return tx.company.findUnique({ where: { id: companyId } });
}

/** Name uniqueness spans all companies, deleted ones too (their name stays reserved). */
export async function companyNameTaken(tx: TxClient<Client>, name: string, exceptId?: string | null): Promise<boolean> {
  const found = await tx.company.findFirst({
    where: { name: { equals: name.trim(), mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  return found !== null;
}

export async function supportEmailTaken(tx: TxClient<Client>, email: string, exceptId: string): Promise<boolean> {
  const found = await tx.company.findFirst({
    where: { supportEmail: { equals: email.trim(), mode: 'insensitive' }, id: { not: exceptId } },
    select: { id: true },
  });
  return found !== null;
}

export function toCompanyDto(c: Company, now: Date = new Date()) {
  const daysLeft = trialDaysLeft(c.trialBeginDate, now);
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    emailAccounting: c.emailAccounting,
    supportEmail: c.supportEmail,
    countryId: c.countryId,
    countryName: countryName(c.countryId) ?? c.countryId,
    city: c.city,
    street: c.street,
    postcode: c.postcode,
    phone: c.phone,
    web: c.web,
    inactivityMinutes: c.inactivityMinutes,
    localCourt: c.localCourt,
    managingDirector: c.managingDirector,
    registeredOffice: c.registeredOffice,
    sector: c.sector,
    iban: c.iban,
    creditorIdentifier: c.creditorIdentifier,
    createdDate: c.createdDate.toISOString(),
    trialBeginDate: c.trialBeginDate?.toISOString() ?? null,
    trialDaysLeft: daysLeft,
    trialEndingSoon: trialEndingSoon(daysLeft),
    trialExpired: daysLeft === 0,
  };
}

/** The audited view of a company: its data fields, no derived values. */
export function companyAuditView(c: Company): Record<string, unknown> {
  const { createdDate: _c, trialBeginDate: _t, deletedDate: _d, ...data } = c;
  return data;
}

export function insertCompany(tx: TxClient<Client>, data: Prisma.CompanyUncheckedCreateInput): Promise<Company> {
  return tx.company.create({ data });
}

export function updateCompanyRow(tx: TxClient<Client>, id: string, data: Prisma.CompanyUncheckedUpdateInput): Promise<Company> {
  return tx.company.update({ where: { id }, data });
}

/** Whether the company is gone (deleted, or never existed). */
export async function companyIsDeleted(tx: TxClient<Client>, id: string): Promise<boolean> {
  const company = await tx.company.findUnique({ where: { id }, select: { deletedDate: true } });
  return !company || company.deletedDate !== null;
}
