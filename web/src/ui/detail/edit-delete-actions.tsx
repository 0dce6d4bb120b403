import { Button, Stack } from '@mui/material';
import { FormattedMessage } from 'react-intl';

/** A detail page header's Edit and Delete buttons, each shown only when the caller may use it. */
export function EditDeleteActions(props: { canEdit: boolean; canDelete: boolean; onEdit: () => void; onDelete: () => void }) {
  return (
    <Stack direction="row" spacing={1}>
      {props.canEdit && (
        <Button variant="outlined" onClick={props.onEdit}>
          <FormattedMessage id="common.edit" />
        </Button>
      )}
      {props.canDelete && (
        <Button variant="outlined" color="error" onClick={props.onDelete}>
          <FormattedMessage id="common.delete" />
        </Button>
      )}
    </Stack>
  );
}
