import { randomUUID } from 'node:crypto';
import { notFound, publishEvent, type ODataResource, type Router } from '@takt/kit';
import { IdentityEvents, identityRoutes } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { Location } from '../store/generated/client.ts';

const resource: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    name: { type: 'string' },
    city: { type: 'string' },
    zip: { type: 'string' },
    active: { type: 'boolean' },
    createdDate: { type: 'datetime' },
  },
  // Spec section 9: active desc, then name.
  defaultOrder: [
    { name: 'active', direction: 'desc' },
    { name: 'name', direction: 'asc' },
  ],
};

function toDto(l: Location) {
  return {
    id: l.id,
    companyId: l.companyId,
    name: l.name,
    email: l.email ?? undefined,
    phone: l.phone ?? undefined,
    street: l.street ?? undefined,
    zip: l.zip ?? undefined,
    city: l.city ?? undefined,
    lat: l.lat ?? undefined,
    lng: l.lng ?? undefined,
    active: l.active,
    createdDate: l.createdDate.toISOString(),
  };
}

export function locationRoutes(r: Router<Client>): void {
  r.handle(identityRoutes.createLocation, async ({ body, db }) =>
    db.tx(async (tx) => {
      const id = randomUUID();
      await tx.location.create({ data: { id, ...body } });
      await publishEvent(tx, IdentityEvents.LocationCreated, { locationId: id, name: body.name });
      return { id };
    }),
  );

  r.handle(identityRoutes.getLocation, async ({ params, db }) => {
    const row = await db.tx((tx) => tx.location.findFirst({ where: { id: params.id } }));
    if (!row) throw notFound('Location');
    return toDto(row);
  });

  r.list(identityRoutes.listLocations, { resource, model: (tx) => tx.location, map: toDto });
}
