import type { Router } from '@takt/kit';
import { membershipContracts } from '@takt/proto';
import { createMembershipType } from '../operations/create-membership-type.ts';
import type { Client } from '../store/client.ts';
import type { MembershipType } from '../store/generated/client.ts';

function toDto(t: MembershipType) {
  return { id: t.id, name: t.name, info: t.info ?? undefined, cost: t.cost, active: t.active };
}

export function membershipTypeRoutes(r: Router<Client>): void {
  r.handle(membershipContracts.createMembershipType, ({ body, db }) => createMembershipType(db, body));

  r.list(membershipContracts.listMembershipTypes, { model: (tx) => tx.membershipType, map: toDto });
}
