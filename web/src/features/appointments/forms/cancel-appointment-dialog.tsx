import { Typography } from '@mui/material';
import { CancelAppointmentQuery } from '@takt/proto/http/scheduling/appointments';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useCancelAppointment } from '../api/appointments.api.ts';

/** Cancels an appointment for good, with an optional reason the members' mails quote. */
export function CancelAppointmentDialog(props: { id: string; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const { locale } = useLocale();
  const cancel = useCancelAppointment();
  const { form, guard, close, submit, error } = useDialogForm(
    CancelAppointmentQuery,
    { reason: '' },
    {
      open: props.open,
      onClose: props.onClose,
      save: ({ reason }) => cancel.mutateAsync({ id: props.id, locale: locale === 'en' ? 'en' : 'de', reason }),
      onSaved: () => notify({ id: 'appointments.cancelled' }),
    },
  );
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title="appointments.cancelTitle"
        onClose={close}
        onSubmit={submit}
        busy={cancel.isPending}
        error={error}
      >
        <Typography>
          <FormattedMessage id="appointments.cancelText" />
        </Typography>
        <FormTextField control={form.control} name="reason" label="appointments.reason" multiline minRows={2} autoFocus />
      </FormDialog>
    </>
  );
}
