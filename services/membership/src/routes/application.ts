import { dtoOf, type Router } from '@takt/kit';
import {
  CostDiscount,
  membershipContracts as routes,
  MembershipType,
  MembershipTypeCostOverride,
  PublicCost,
  PublicMemberStatus,
} from '@takt/proto';
import { getApplicationApplicant } from '../operations/get-application-applicant.ts';
import { getApplicationCatalogue } from '../operations/get-application-catalogue.ts';
import { quoteApplication } from '../operations/quote-application.ts';
import { registerApplication } from '../operations/register-application.ts';
import { registerByQrCode } from '../operations/register-by-qr-code.ts';
import type { Client } from '../store/client.ts';
import type { MembershipTypeRow } from '../store/membership-type-rows.ts';

const toDiscount = dtoOf(MembershipType.shape.discounts.element);
const toType = dtoOf(MembershipType, (t: MembershipTypeRow) => ({ discounts: t.discounts.map(toDiscount) }));
const toCost = dtoOf(PublicCost, (c: { cost: number | null }) => ({ cost: c.cost ?? 0 }));
const toStatus = dtoOf(PublicMemberStatus);
const toOverride = dtoOf(MembershipTypeCostOverride);
const toCostDiscount = dtoOf(CostDiscount);

// Spec section 7 "Public membership registration" and "QR registration": anonymous, each call within the company named.
export function applicationRoutes(r: Router<Client>, uploadSecret: string): void {
  r.handle(routes.getApplicationMembershipTypes, async ({ params, db }) =>
    (await getApplicationCatalogue(db, params.id, 'membershipTypes')).map(toType),
  );
  r.handle(routes.getApplicationCosts, async ({ params, db }) => (await getApplicationCatalogue(db, params.id, 'costs')).map(toCost));
  r.handle(routes.getApplicationMemberStatuses, async ({ params, db }) =>
    (await getApplicationCatalogue(db, params.id, 'memberStatuses')).map(toStatus),
  );
  r.handle(routes.getApplicationCostOverrides, async ({ params, db }) =>
    (await getApplicationCatalogue(db, params.id, 'overrides')).map(toOverride),
  );
  r.handle(routes.getApplicationDiscounts, async ({ params, db }) =>
    (await getApplicationCatalogue(db, params.id, 'discounts')).map(toCostDiscount),
  );
  r.handle(routes.getApplicationCostLinks, ({ params, db }) => getApplicationCatalogue(db, params.id, 'costLinks'));
  r.handle(routes.getApplicationApplicant, ({ params, db }) => getApplicationApplicant(db, params.attendeeId, params.locationId));
  r.handle(routes.quoteApplication, ({ body, db }) => quoteApplication(db, body));
  r.handle(routes.registerApplication, ({ body, db }) => registerApplication(db, body, uploadSecret));
  r.handle(routes.registerByQrCode, ({ params, body, db }) => registerByQrCode(db, params.locationId, body));
}
