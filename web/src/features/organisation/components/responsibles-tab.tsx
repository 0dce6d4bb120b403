import { useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { AddLocationResponsiblesBody } from '@takt/proto/http/identity/links';
import { FormattedMessage } from 'react-intl';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDirtyGuard } from '../../../ui/form/dirty-guard.tsx';
import { FormUserSelect } from '../../../ui/form/form-user-select.tsx';
import { applyServerError } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { useNotify } from '../../../ui/snackbar.tsx';

// Locations and departments take the same list of responsible ids (both replace the set).
const ResponsiblesForm = AddLocationResponsiblesBody.pick({ responsibleIds: true });

export interface ResponsiblesTabProps {
  ids: readonly string[];
  names: readonly string[];
  canEdit: boolean;
  /** Replaces the responsibles with these users. */
  save(responsibleIds: string[]): Promise<unknown>;
}

/** Who is responsible for a location or department, with a dialog that picks them. */
export function ResponsiblesTab({ ids, names, canEdit, save }: ResponsiblesTabProps) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const initial = { responsibleIds: [...ids] };
  const form = useContractForm(ResponsiblesForm, initial);
  const guard = useDirtyGuard(open && form.formState.isDirty);
  const close = () => {
    form.reset(initial);
    setError(undefined);
    setOpen(false);
  };
  const submit = form.handleSubmit(async ({ responsibleIds }) => {
    setError(undefined);
    try {
      await save(responsibleIds);
      notify({ id: 'org.responsiblesSaved' });
      guard.release();
      setOpen(false);
    } catch (err) {
      setError(applyServerError(form, err));
    }
  });
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {names.length ? (
        <List dense data-testid="responsibles">
          {names.map((n) => (
            <ListItem key={n} disableGutters>
              <ListItemText primary={n} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">
          <FormattedMessage id="org.noResponsibles" />
        </Typography>
      )}
      {canEdit && (
        <Button variant="outlined" onClick={() => (form.reset(initial), setOpen(true))}>
          <FormattedMessage id="org.changeResponsibles" />
        </Button>
      )}
      {guard.dialog}
      <FormDialog
        open={open}
        title="org.changeResponsibles"
        onClose={close}
        onSubmit={submit}
        busy={form.formState.isSubmitting}
        error={error}
      >
        <FormUserSelect control={form.control} name="responsibleIds" label="org.responsibles" multiple enabled={open} />
      </FormDialog>
    </Box>
  );
}
