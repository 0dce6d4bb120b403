import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { primaryRole } from '@takt/proto/roles';
import { z } from 'zod';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { FormUserSelect } from '../../../ui/form/form-user-select.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
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

/** The employees and trainers who work at a location (location-employee links): add and remove. */
export function LocationStaffTab({ locationId, canEdit }: { locationId: string; canEdit: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
  const confirm = useConfirm();
  const staff = useLocationEmployees(locationId);
  const remove = useRemoveLocationEmployee();
  const [adding, setAdding] = useState(false);
  const rows = staff.data ?? [];

  const onRemove = async (linkId: string, name: string) => {
    if (
      !(await confirm({
        title: 'org.removeStaffTitle',
        text: 'org.removeStaffText',
        values: { name },
        confirm: 'org.remove',
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(linkId);
      notify({ id: 'org.staffRemoved' });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {canEdit && (
        <Box>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            <FormattedMessage id="org.addStaff" />
          </Button>
        </Box>
      )}
      {staff.isLoading && <LinearProgress aria-hidden />}
      {staff.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      )}
      {staff.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="org.noStaff" />
        </Typography>
      )}
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="location-staff">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="org.name" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="org.email" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="org.role" />
                </TableCell>
                {canEdit && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => {
                const name = `${r.firstName} ${r.lastName}`;
                return (
                  <TableRow key={r.id}>
                    <TableCell>{name}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.email}</TableCell>
                    <TableCell>
                      <FormattedMessage id={`org.role.${primaryRole(r.authorities)}`} />
                    </TableCell>
                    {canEdit && (
                      <TableCell align="right">
                        <Tooltip title={intl.formatMessage({ id: 'org.removeStaff' }, { name })}>
                          <IconButton
                            aria-label={intl.formatMessage({ id: 'org.removeStaff' }, { name })}
                            onClick={() => void onRemove(r.id, name)}
                          >
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      <AddDialog locationId={locationId} linked={rows.map((r) => r.employeeId)} open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}
