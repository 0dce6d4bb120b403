import { Checkbox, ListItemText, MenuItem, TextField, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useDepartmentChoices, useOwnerDepartments, useReplaceOwnerDepartments, type DepartmentOwner } from '../api/departments.api.ts';

/**
 * The departments a course (or location, user, attendee) belongs to: names for readers, a
 * multiple choice that saves each change for those who may edit.
 */
export function OwnerDepartments({ owner, ownerId, canEdit }: { owner: DepartmentOwner; ownerId: string; canEdit: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
  const refs = useOwnerDepartments(owner, ownerId);
  const choices = useDepartmentChoices();
  const replace = useReplaceOwnerDepartments(owner, ownerId);
  const chosen = (refs.data ?? []).map((r) => r.departmentId);
  const label = intl.formatMessage({ id: 'org.departments' });
  if (!canEdit) {
    const names = (refs.data ?? []).map((r) => r.name).join(', ');
    return <Typography>{`${label}: ${names || '—'}`}</Typography>;
  }
  const nameOf = new Map((choices.data ?? []).map((d) => [d.id, d.name]));
  const save = (ids: string[]) =>
    replace.mutate(ids, {
      onSuccess: () => notify({ id: 'org.departmentsSaved' }),
      onError: (err) => notify({ id: errorMessageId(err), severity: 'error' }),
    });
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 260, maxWidth: 480 }}
      label={label}
      value={chosen}
      disabled={!refs.isSuccess || replace.isPending}
      onChange={(e) => save(typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]))}
      slotProps={{ select: { multiple: true, renderValue: (ids) => (ids as string[]).map((id) => nameOf.get(id) ?? '').join(', ') } }}
      data-testid="owner-departments"
    >
      {(choices.data ?? []).map((d) => (
        <MenuItem key={d.id} value={d.id}>
          <Checkbox checked={chosen.includes(d.id)} tabIndex={-1} />
          <ListItemText primary={d.name} />
        </MenuItem>
      ))}
    </TextField>
  );
}
