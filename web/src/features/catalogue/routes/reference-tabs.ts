import type { ReferenceTable } from '@takt/proto/http/membership/references';

/** The ?tab= of the reference tables page that lists a table. */
const TAB_OF: Record<ReferenceTable, string> = {
  MemberStatus: 'memberStatuses',
  Cost: 'costs',
  Skill: 'skills',
  Characteristic: 'characteristics',
  Licence: 'licences',
  Equipment: 'equipment',
  AttendeeRole: 'attendeeRoles',
};

export const tabOfTable = (table: ReferenceTable): string => TAB_OF[table];

/** The catalogue's tabs on /reference-tables, in the order shown. */
export const REFERENCE_TABLE_TABS = (Object.entries(TAB_OF) as [ReferenceTable, string][]).map(([table, id]) => ({ table, id }));
