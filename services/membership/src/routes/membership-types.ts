import { dtoOf, type Router } from '@takt/kit';
import { membershipContracts as routes, MembershipType, MembershipTypeCostOverride } from '@takt/proto';
import { createMembershipType } from '../operations/create-membership-type.ts';
import { deleteMembershipType } from '../operations/delete-membership-type.ts';
import { getCostOverrides } from '../operations/get-cost-overrides.ts';
import { getMembershipType } from '../operations/get-membership-type.ts';
import { setCostOverrides } from '../operations/set-cost-overrides.ts';
import { updateMembershipType } from '../operations/update-membership-type.ts';
import type { Client } from '../store/client.ts';
import type { MembershipType as MembershipTypeColumns } from '../store/generated/client.ts';
import { withDiscounts, type MembershipTypeRow } from '../store/membership-type-rows.ts';

const toDiscount = dtoOf(MembershipType.shape.discounts.element);
const toDto = dtoOf(MembershipType, (t: MembershipTypeRow) => ({ discounts: t.discounts.map(toDiscount) }));
const toOverrideDto = dtoOf(MembershipTypeCostOverride);

export function membershipTypeRoutes(r: Router<Client>): void {
  r.handle(routes.createMembershipType, ({ body, db }) => createMembershipType(db, body));
  r.handle(routes.updateMembershipType, async ({ params, body, db }) => toDto(await updateMembershipType(db, params.id, body)));
  r.handle(routes.getMembershipType, async ({ params, db }) => toDto(await getMembershipType(db, params.id)));
  r.handle(routes.deleteMembershipType, ({ params, db }) => deleteMembershipType(db, params.id));
  r.list(routes.listMembershipTypes, {
    model: (tx) => tx.membershipType,
    enrich: (tx, rows: MembershipTypeColumns[]) => withDiscounts(tx, rows),
    map: toDto,
  });

  r.handle(routes.getMembershipTypeCostOverrides, async ({ params, db }) =>
    (await getCostOverrides(db, params.membershipTypeId)).map(toOverrideDto),
  );
  r.handle(routes.addMembershipTypeCostOverrides, async ({ body, db }) => (await setCostOverrides(db, body)).map(toOverrideDto));
}
