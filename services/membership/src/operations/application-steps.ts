import { asTenant, fromDbDate, notFound, validationFailed, type Db, type TxClient } from '@takt/kit';
import type { ApplicationFigures, ApplicationQuote } from '@takt/proto';
import { applicationFigures, type ChosenType, type PaymentIntervalValue } from '../domain/application-costs.ts';
import { activeMembershipTypes, activeMemberStatus, activeOverrides, linkedCosts } from '../store/application-catalogue.ts';
import type { Client } from '../store/client.ts';
import type { MembershipTypeRow } from '../store/membership-type-rows.ts';
import { companyOfLocation } from '../store/location-view.ts';
import { paymentIntervalsAllowed } from '../store/termination-settings.ts';

type Tx = TxClient<Client>;

/** Anonymous work for one company: scoped to that tenant (queries and row-level security). */
export function asPublicCompany<T>(db: Db<Client>, companyId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return asTenant(companyId, () => db.tx(work));
}

/**
 * Anonymous work at a location: the location's company (membership's copy of identity's
 * locations) becomes the tenant, so nothing of another company can be read or written. An
 * unknown location answers 404.
 */
export async function atPublicLocation<T>(db: Db<Client>, locationId: string, work: (tx: Tx, companyId: string) => Promise<T>): Promise<T> {
  const companyId = await db.system((tx) => companyOfLocation(tx, locationId));
  if (!companyId) throw notFound('Location');
  return asPublicCompany(db, companyId, (tx) => work(tx, companyId));
}

const discountsOf = (ds: MembershipTypeRow['discounts']) =>
  ds.map((d) => ({
    altName: d.altName,
    altCost: d.altCost,
    dateFrom: fromDbDate(d.dateFrom),
    dateTill: d.dateTill ? fromDbDate(d.dateTill) : null,
  }));

export interface Quote {
  figures: ApplicationFigures;
  types: (ChosenType & { minAge: number | null; maxAge: number | null })[];
}

/**
 * The chosen types (active ones of the tenant, in the order chosen), the costs linked to them and
 * the figures at the start date. An unknown type or member status, or an interval the company's
 * settings do not allow (`intervalField` names it), is a field error.
 */
export async function quoteIn(
  tx: Tx,
  input: Omit<ApplicationQuote, 'locationId'>,
  today: string,
  intervalField = 'paymentInterval',
): Promise<Quote> {
  const fromDate = input.fromDate ?? today;
  if (fromDate < today) throw validationFailed([{ field: 'fromDate', message: 'must not be in the past' }]);
  if (!(await paymentIntervalsAllowed(tx)).includes(input.paymentInterval))
    throw validationFailed([{ field: intervalField, message: 'payment interval not allowed' }]);
  const found = new Map((await activeMembershipTypes(tx, input.membershipTypeIds)).map((t) => [t.id, t]));
  const unknown = input.membershipTypeIds.flatMap((id, i) =>
    found.has(id) ? [] : [{ field: `membershipTypeIds.${i}`, message: 'unknown membership type' }],
  );
  if (input.memberStatusId && !(await activeMemberStatus(tx, input.memberStatusId)))
    unknown.push({ field: 'memberStatusId', message: 'unknown member status' });
  if (unknown.length) throw validationFailed(unknown);
  const overrides = await activeOverrides(tx, input.membershipTypeIds);
  const types = input.membershipTypeIds.map((id) => {
    const t = found.get(id)!;
    return {
      id: t.id,
      name: t.name,
      cost: t.cost,
      type: t.type,
      minAge: t.minAge,
      maxAge: t.maxAge,
      discounts: discountsOf(t.discounts),
      overrides: overrides.filter((o) => o.membershipTypeId === id),
    };
  });
  const costs = (await linkedCosts(tx, input.membershipTypeIds)).map((c) => ({
    id: c.id,
    name: c.name,
    cost: c.cost ?? 0,
    type: c.type,
    discounts: discountsOf(c.discounts),
  }));
  const interval = input.paymentInterval as PaymentIntervalValue;
  const figures = applicationFigures({ types, costs, memberStatusId: input.memberStatusId, interval, date: fromDate });
  return { types, figures: { ...figures, paymentInterval: interval, fromDate } };
}
