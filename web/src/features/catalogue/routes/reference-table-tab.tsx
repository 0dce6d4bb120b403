import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { membershipReferenceContracts as routes, referenceFlag, type ReferenceTable } from '@takt/proto/http/membership/references';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/me.ts';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { Money } from '../components/money.tsx';
import { ReferenceFormDialog } from '../forms/reference-form-dialog.tsx';

type Row = ResponseOf<typeof routes.listReferencesByTable>['value'][number];

function ActiveCell({ active }: { active: boolean }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      label={intl.formatMessage({ id: active ? 'catalogue.isActive' : 'catalogue.isInactive' })}
    />
  );
}

const name: ODataColumn<Row> = { field: 'name', header: 'catalogue.name', flex: 2, minWidth: 160 };
const info: ODataColumn<Row> = { field: 'info', header: 'catalogue.info', flex: 2, minWidth: 160 };
const active: ODataColumn<Row> = {
  field: 'active',
  header: 'catalogue.active',
  type: 'boolean',
  width: 110,
  renderCell: (p) => <ActiveCell active={Boolean(p.value)} />,
};

/** The columns a table's entries have beside name and active. */
const COLUMNS: Record<ReferenceTable, ODataColumn<Row>[]> = {
  Skill: [name, active],
  Characteristic: [name, info, active],
  Licence: [name, info, active],
  Equipment: [name, info, active],
  AttendeeRole: [name, info, active],
  MemberStatus: [
    name,
    { field: 'minAge', header: 'catalogue.minAge', type: 'number', width: 110 },
    { field: 'maxAge', header: 'catalogue.maxAge', type: 'number', width: 110 },
    active,
  ],
  Cost: [
    name,
    { field: 'cost', header: 'catalogue.cost', type: 'number', width: 120, renderCell: (p) => <Money cents={p.row.cost} /> },
    {
      field: 'type',
      header: 'catalogue.entryType',
      type: 'number',
      width: 170,
      renderCell: (p) => <FormattedMessage id={`catalogue.entryType.${p.row.type}`} />,
    },
    active,
  ],
};

/** Reference tables → one table of the catalogue: by name; a row opens the entry (costs with their discounts). */
export function ReferenceTableTab({ table }: { table: ReferenceTable }) {
  const me = useMe().data;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const canCreate = Boolean(me && (me.isAdmin || me.permissions.includes(referenceFlag(table, 'CreateDelete'))));
  return (
    <>
      <ODataGrid
        gridId={`reference-${table}`}
        label={`catalogue.table.${table}`}
        contract={routes.listReferencesByTable}
        params={{ table }}
        resource="references"
        columns={COLUMNS[table]}
        searchFields={table === 'Skill' ? ['name'] : ['name', 'info']}
        onRowClick={(r) => navigate(`/reference-tables/${table}/${r.id}`)}
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              <FormattedMessage id={`catalogue.create.${table}`} />
            </Button>
          )
        }
      />
      <ReferenceFormDialog key={table} table={table} open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
