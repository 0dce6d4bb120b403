import { useState } from 'react';
import { Box, Button, Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { PermissionSetInput } from '@takt/proto/http/identity/users';
import { normalizePermissions, PERMISSION_FLAGS, viewFlagOf, type PermissionFlag, type PermissionSet } from '@takt/proto/permissions';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../../ui/form/form-error.tsx';
import { applyServerError } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { usePermissions, useSavePermissions } from '../api/staff.api.ts';
import type { StaffKind } from '../api/staff-kinds.ts';
import { PERMISSION_COLUMNS, permissionRows } from './permission-table.ts';

const ROWS = permissionRows();
const setOf = (v: Partial<Record<string, unknown>>): PermissionSet =>
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, v[f] === true])) as PermissionSet;

function Editor({ userId, initial, isDefault }: { userId: string; initial: PermissionSet; isDefault: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
  const save = useSavePermissions();
  const [error, setError] = useState<string>();
  const form = useContractForm(PermissionSetInput, { ...initial, applicationUserId: userId });
  const values = setOf(form.watch());
  // The parsing rule as the user clicks: taking a View away takes its CreateDelete and Edit too.
  const toggle = (flag: PermissionFlag, on: boolean) => {
    const next = normalizePermissions({ ...values, [flag]: on });
    for (const f of PERMISSION_FLAGS) if (next[f] !== values[f]) form.setValue(f, next[f], { shouldDirty: true });
  };
  const submit = form.handleSubmit(async () => {
    setError(undefined);
    try {
      const saved = await save.mutateAsync({ userId, set: normalizePermissions(values) });
      form.reset({ ...setOf(saved), applicationUserId: userId });
      notify({ id: 'staff.permissionsSaved' });
    } catch (err) {
      setError(applyServerError(form, err));
    }
  });
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h2">
        <FormattedMessage id="staff.permissions" />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id={isDefault && !form.formState.isDirty ? 'staff.permissionsDefault' : 'staff.permissionsRule'} />
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="permissions-table">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage id="staff.permissionArea" />
              </TableCell>
              {PERMISSION_COLUMNS.map((c) => (
                <TableCell key={c} align="center">
                  <FormattedMessage id={`staff.permissionColumn.${c}`} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ROWS.map((row) => {
              const area = intl.formatMessage({ id: `staff.area.${row.area}` });
              return (
                <TableRow key={row.area}>
                  <TableCell component="th" scope="row">
                    {area}
                  </TableCell>
                  {PERMISSION_COLUMNS.map((c) => {
                    const flag = row.flags[c];
                    const view = flag && viewFlagOf(flag);
                    return (
                      <TableCell key={c} align="center" padding="checkbox">
                        {flag && (
                          <Checkbox
                            name={flag}
                            checked={values[flag]}
                            disabled={Boolean(view && !values[view])}
                            onChange={(e) => toggle(flag, e.target.checked)}
                            slotProps={{
                              input: { 'aria-label': `${area}: ${intl.formatMessage({ id: `staff.permissionColumn.${c}` })}` },
                            }}
                          />
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <FormError id={error} />
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending || !form.formState.isDirty} data-testid="save-permissions">
          <FormattedMessage id="common.save" />
        </Button>
      </Box>
    </Box>
  );
}

/** Spec section 3's per-user permission set with its parsing rule; the role defaults until one is saved. */
export function PermissionsEditor({ kind, userId }: { kind: StaffKind; userId: string }) {
  const set = usePermissions(kind, userId);
  if (set.isError) return <FormError id="error.load_data_failed" />;
  if (!set.data) return null;
  return <Editor key={set.dataUpdatedAt} userId={userId} initial={setOf(set.data)} isDefault={set.data.isDefault} />;
}
