import { fromDbDate, localDate, type Db } from '@takt/kit';
import { CatalogueEntryType, type MyMembership, type UserCaller } from '@takt/proto';
import { membershipTypePrice } from '../domain/application-costs.ts';
import { fullName } from '../domain/attendee.ts';
import { isMembershipActive } from '../domain/membership.ts';
import { findAttendeeByUser } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { discountsByOwner } from '../store/cost-discounts.ts';
import { activeOverrides } from '../store/application-catalogue.ts';
import { requestsOfAttendee } from '../store/membership-requests.ts';

const day = (d: Date | null) => (d ? fromDbDate(d) : undefined);

/** The caller's own attendee (none: an empty answer): memberships with today's price for their member status, and their requests. */
export function getMyMembership(db: Db<Client>, user: UserCaller): Promise<MyMembership> {
  const today = localDate(new Date());
  return db.tx(async (tx) => {
    const a = await findAttendeeByUser(tx, user.userId);
    if (!a) return { attendeeId: null, fullName: null, memberNumber: null, memberships: [], requests: [] };
    const typeIds = [...new Set(a.memberships.map((m) => m.membershipTypeId))];
    const discounts = await discountsByOwner(tx, typeIds);
    const overrides = await activeOverrides(tx, typeIds);
    const memberships = a.memberships.map((m) => {
      const t = m.membershipType;
      const priced = membershipTypePrice(
        {
          ...t,
          discounts: (discounts.get(t.id) ?? []).map((d) => ({
            altName: d.altName,
            altCost: d.altCost,
            dateFrom: fromDbDate(d.dateFrom),
            dateTill: day(d.dateTill),
          })),
          overrides: overrides.filter((o) => o.membershipTypeId === t.id),
        },
        a.memberStatusId,
        today,
      );
      const period = { fromDate: fromDbDate(m.fromDate), tillDate: day(m.tillDate) };
      return {
        id: m.id,
        membershipTypeId: t.id,
        membershipTypeName: t.name,
        ...period,
        active: isMembershipActive(period, today),
        cost: priced.price,
        yearly: t.type === CatalogueEntryType.YearlyMembershipCost,
      };
    });
    const requests = (await requestsOfAttendee(tx, a.id)).map((r) => ({
      id: r.id,
      type: r.type,
      status: r.status,
      membershipTypeId: r.membershipTypeId ?? undefined,
      endDate: day(r.endDate),
      createdDate: r.createdDate.toISOString(),
    }));
    return { attendeeId: a.id, fullName: fullName(a.firstName, a.lastName), memberNumber: a.memberNumber, memberships, requests };
  });
}
