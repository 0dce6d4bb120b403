import { dtoOf, type Router } from '@takt/kit';
import { membershipContracts, MembershipType as MembershipTypeDto } from '@takt/proto';
import { createMembershipType } from '../operations/create-membership-type.ts';
import type { Client } from '../store/client.ts';

const toDto = dtoOf(MembershipTypeDto);

export function membershipTypeRoutes(r: Router<Client>): void {
  r.handle(membershipContracts.createMembershipType, ({ body, db }) => createMembershipType(db, body));

  r.list(membershipContracts.listMembershipTypes, { model: (tx) => tx.membershipType, map: toDto });
}
