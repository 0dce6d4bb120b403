import { randomUUID } from 'node:crypto';
import type { ODataResource, Router } from '@takt/kit';
import { membershipRoutes } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { MembershipType } from '../store/generated/client.ts';

const resource: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    name: { type: 'string' },
    info: { type: 'string' },
    cost: { type: 'number' },
    active: { type: 'boolean' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'name', direction: 'asc' }],
};

function toDto(t: MembershipType) {
  return { id: t.id, name: t.name, info: t.info ?? undefined, cost: t.cost, active: t.active };
}

export function membershipTypeRoutes(r: Router<Client>): void {
  r.handle(membershipRoutes.createMembershipType, async ({ body, db }) =>
    db.tx(async (tx) => {
      const id = randomUUID();
      await tx.membershipType.create({ data: { id, ...body } });
      return { id };
    }),
  );

  r.list(membershipRoutes.listMembershipTypes, { resource, model: (tx) => tx.membershipType, map: toDto });
}
