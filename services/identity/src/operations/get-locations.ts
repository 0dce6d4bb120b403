import type { Db } from '@takt/kit';
import { ALL_ORGANISATION_ROLES, hasAnyRole, type UserCaller } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { locationsInOrder } from '../store/locations.ts';
import { ownLocationIds, withLocationDetails, type LocationDetails } from '../store/location-details.ts';

/**
 * All locations (not paged), or with `onlyOwnOf` those of the user. Spec section 6: users see
 * their own locations; admins and managers see all of them.
 */
export function getLocations(db: Db<Client>, onlyOwnOf?: UserCaller): Promise<LocationDetails[]> {
  return db.tx(async (tx) => {
    const all = !onlyOwnOf || hasAnyRole(onlyOwnOf.roles, ALL_ORGANISATION_ROLES);
    const ids = all ? undefined : await ownLocationIds(tx, onlyOwnOf.userId);
    return withLocationDetails(tx, await locationsInOrder(tx, { ids }));
  });
}
