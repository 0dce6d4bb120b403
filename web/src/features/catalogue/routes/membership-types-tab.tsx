import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { membershipCatalogueContracts as routes } from '@takt/proto/http/membership/catalogue';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/me.ts';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { Money } from '../components/money.tsx';
import { MembershipTypeFormDialog } from '../forms/membership-type-form-dialog.tsx';

type Row = ResponseOf<typeof routes.listMembershipTypes>['value'][number];

function DiscountsCell({ row }: { row: Row }) {
  const intl = useIntl();
  if (!row.discounts.length) return null;
  const first = row.discounts[0]!;
  const label = intl.formatMessage({ id: 'catalogue.discount.count' }, { count: row.discounts.length, name: first.altName ?? '' });
  return <Chip size="small" color="secondary" label={label} />;
}

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

const columns: ODataColumn<Row>[] = [
  { field: 'name', header: 'catalogue.name', flex: 2, minWidth: 160 },
  { field: 'cost', header: 'catalogue.cost', type: 'number', width: 120, renderCell: (p) => <Money cents={p.row.cost} /> },
  { field: 'minAge', header: 'catalogue.minAge', type: 'number', width: 110 },
  { field: 'maxAge', header: 'catalogue.maxAge', type: 'number', width: 110 },
  {
    field: 'discounts',
    header: 'catalogue.discounts',
    flex: 1,
    minWidth: 140,
    sortable: false,
    filterable: false,
    renderCell: (p) => <DiscountsCell row={p.row} />,
  },
  { field: 'active', header: 'catalogue.active', type: 'boolean', width: 110, renderCell: (p) => <ActiveCell active={Boolean(p.value)} /> },
];

/** Reference tables → membership types: by name; a row opens the type with its costs per status and discounts. */
export function MembershipTypesTab() {
  const me = useMe().data;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const canCreate = Boolean(me && (me.isAdmin || me.permissions.includes('membershipTypesCreateDelete')));
  return (
    <>
      <ODataGrid
        gridId="membership-types"
        label="catalogue.tab.membershipTypes"
        contract={routes.listMembershipTypes}
        resource="membership-types"
        columns={columns}
        searchFields={['name', 'info']}
        onRowClick={(r) => navigate(`/membership-types/${r.id}`)}
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              <FormattedMessage id="catalogue.membershipType.create" />
            </Button>
          )
        }
      />
      <MembershipTypeFormDialog open={creating} onClose={() => setCreating(false)} onSaved={(id) => navigate(`/membership-types/${id}`)} />
    </>
  );
}
