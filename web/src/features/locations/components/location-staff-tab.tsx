import { useState } from 'react';
import { Box } from '@mui/material';
import { primaryRole } from '@takt/proto/roles';
import { z } from 'zod';
import { FormattedMessage } from 'react-intl';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { RemoveRowButton, RowsTab, useConfirmedRemove, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { FormUserSelect } from '../../../ui/form/form-user-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { Uuid } from '@takt/proto/http/common';
import { useAddLocationEmployees, useLocationEmployees, useRemoveLocationEmployee } from '../api/locations.api.ts';

const AddForm = z.object({ employeeIds: z.array(Uuid).min(1) });

function AddDialog({ locationId, linked, open, onClose }: { locationId: string; linked: string[]; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const add = useAddLocationEmployees(locationId);
  const { form, guard, close, submit, error } = useDialogForm(
    AddForm,
    { employeeIds: [] },
    {
      open,
      onClose,
      save: ({ employeeIds }) => add.mutateAsync(employeeIds),
      onSaved: () => notify({ id: 'org.staffAdded' }),
    },
  );
  return (
    <>
      {guard.dialog}
      <FormDialog open={open} title="org.addStaff" onClose={close} onSubmit={submit} busy={add.isPending} error={error}>
        <FormUserSelect control={form.control} name="employeeIds" label="org.staff" multiple exclude={linked} enabled={open} />
      </FormDialog>
    </>
  );
}

type Link = NonNullable<ReturnType<typeof useLocationEmployees>['data']>[number];

const nameOf = (r: Link) => `${r.firstName} ${r.lastName}`;
const columns: RowsColumn<Link>[] = [
  { header: 'org.name', cell: nameOf },
  { header: 'org.email', cell: (r) => r.email, wrap: true },
  { header: 'org.role', cell: (r) => <FormattedMessage id={`org.role.${primaryRole(r.authorities)}`} /> },
];

/** The employees and trainers who work at a location (location-employee links): add and remove. */
export function LocationStaffTab({ locationId, canEdit }: { locationId: string; canEdit: boolean }) {
  const staff = useLocationEmployees(locationId);
  const remove = useRemoveLocationEmployee();
  const confirmedRemove = useConfirmedRemove();
  const [adding, setAdding] = useState(false);
  const onRemove = (r: Link) =>
    confirmedRemove(
      { title: 'org.removeStaffTitle', text: 'org.removeStaffText', values: { name: nameOf(r) }, confirm: 'org.remove' },
      () => remove.mutateAsync(r.id),
      'org.staffRemoved',
    );

  return (
    <Box>
      <RowsTab
        query={staff}
        columns={columns}
        empty="org.noStaff"
        testId="location-staff"
        add={canEdit ? { label: 'org.addStaff', onClick: () => setAdding(true) } : undefined}
        action={
          canEdit
            ? (r) => <RemoveRowButton label="org.removeStaff" values={{ name: nameOf(r) }} onClick={() => void onRemove(r)} />
            : undefined
        }
      />
      <AddDialog
        locationId={locationId}
        linked={(staff.data ?? []).map((r) => r.employeeId)}
        open={adding}
        onClose={() => setAdding(false)}
      />
    </Box>
  );
}
