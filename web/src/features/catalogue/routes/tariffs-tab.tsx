import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { membershipTariffContracts as routes } from '@takt/proto/http/membership/tariffs';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/me.ts';
import type { ResponseOf } from '../../../api/call.ts';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { TariffFormDialog } from '../forms/tariff-form-dialog.tsx';

type Row = ResponseOf<typeof routes.listTariffs>['value'][number];

const columns: ODataColumn<Row>[] = [
  { field: 'name', header: 'catalogue.name', flex: 2, minWidth: 160 },
  { field: 'tariffName', header: 'catalogue.tariff.tariffName', flex: 2, minWidth: 160 },
];

/** Reference tables → tariffs: by name; a row opens the tariff with its cost per membership type. */
export function TariffsTab() {
  const me = useMe().data;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const canCreate = Boolean(me && (me.isAdmin || me.permissions.includes('tariffsCreateDelete')));
  return (
    <>
      <ODataGrid
        gridId="tariffs"
        label="catalogue.tab.tariffs"
        contract={routes.listTariffs}
        resource="tariffs"
        columns={columns}
        searchFields={['name', 'tariffName']}
        onRowClick={(r) => navigate(`/tariffs/${r.id}`)}
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              <FormattedMessage id="catalogue.tariff.create" />
            </Button>
          )
        }
      />
      <TariffFormDialog open={creating} onClose={() => setCreating(false)} onSaved={(id) => navigate(`/tariffs/${id}`)} />
    </>
  );
}
