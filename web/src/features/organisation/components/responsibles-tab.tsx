import { useState } from 'react';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { AddLocationResponsiblesBody } from '@takt/proto/http/identity/links';
import { FormattedMessage } from 'react-intl';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormUserSelect } from '../../../ui/form/form-user-select.tsx';
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
  const initial = { responsibleIds: [...ids] };
  const { form, guard, close, submit, error } = useDialogForm(ResponsiblesForm, initial, {
    open,
    onClose: () => setOpen(false),
    save: ({ responsibleIds }) => save(responsibleIds),
    onSaved: () => notify({ id: 'org.responsiblesSaved' }),
    keepSaved: true,
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
