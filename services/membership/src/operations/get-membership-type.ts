import type { Db } from '@takt/kit';
import type { Client } from '../store/client.ts';
import type { MembershipType } from '../store/generated/client.ts';
import { requireMembershipType } from './membership-type-steps.ts';

export const getMembershipType = (db: Db<Client>, id: string): Promise<MembershipType> => db.tx((tx) => requireMembershipType(tx, id));
