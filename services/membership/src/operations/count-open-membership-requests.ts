import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import { countOpenRequests } from '../store/membership-requests.ts';

export const countOpenMembershipRequests = async (db: Db<Client>): Promise<{ count: number }> => ({
  count: await db.tx((tx) => countOpenRequests(tx)),
});
