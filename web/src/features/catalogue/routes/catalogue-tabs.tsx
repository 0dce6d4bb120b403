import { ReferenceTableTab } from './reference-table-tab.tsx';
import { REFERENCE_TABLE_TABS } from './reference-tabs.ts';
import { MembershipTypesTab } from './membership-types-tab.tsx';
import { TariffsTab } from './tariffs-tab.tsx';

/** The catalogue's tabs of /reference-tables: membership types, the reference tables, tariffs. */
export const CATALOGUE_TABS = [
  { id: 'membershipTypes', label: 'catalogue.tab.membershipTypes', Content: MembershipTypesTab },
  ...REFERENCE_TABLE_TABS.map(({ table, id }) => ({
    id,
    label: `catalogue.table.${table}`,
    Content: () => <ReferenceTableTab table={table} />,
  })),
  { id: 'tariffs', label: 'catalogue.tab.tariffs', Content: TariffsTab },
];
