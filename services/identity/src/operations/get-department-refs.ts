import type { Db } from '@takt/kit';
import type { DepartmentRefOwner } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { refsOf } from '../store/department-refs.ts';

export function getDepartmentRefs(db: Db<Client>, owner: (typeof DepartmentRefOwner)[number], id: string) {
  return db.tx((tx) => refsOf(tx, owner, id));
}
