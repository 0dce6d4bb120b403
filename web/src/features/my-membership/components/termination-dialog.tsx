import { Alert } from '@mui/material';
import { MembershipRequestType } from '@takt/proto';
import { MembershipRequestInput } from '@takt/proto/http/membership/requests';
import { useWatch } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useFormats } from '../../invoices/components/money.ts';
import { useRequestTermination, useTerminationDate } from '../api/my-membership.api.ts';

/** Asks for the end of a membership: the end follows the company's notice rules, shown before sending. */
export function TerminationDialog(props: { membership: { membershipTypeId: string; membershipTypeName: string } | null; onClose(): void }) {
  const notify = useNotify();
  const { date } = useFormats();
  const request = useRequestTermination();
  const open = Boolean(props.membership);
  const { form, guard, close, submit, error } = useDialogForm(
    MembershipRequestInput,
    { type: MembershipRequestType.MembershipTermination, membershipTypeId: props.membership?.membershipTypeId, endDate: null, reason: '' },
    {
      open,
      onClose: props.onClose,
      save: (body) => request.mutateAsync({ ...body, membershipTypeId: props.membership!.membershipTypeId }),
      onSaved: () => notify({ id: 'myMembership.terminationRequested' }),
    },
  );
  const wished = useWatch({ control: form.control, name: 'endDate' });
  const end = useTerminationDate(wished, open);
  return (
    <>
      <FormDialog open={open} title="myMembership.terminate" onClose={close} onSubmit={submit} busy={request.isPending} error={error}>
        <Alert severity="info">
          <FormattedMessage
            id="myMembership.terminationEnd"
            values={{ name: props.membership?.membershipTypeName ?? '', date: end.data ? date(end.data.endDate) : '…' }}
          />
        </Alert>
        <FormDateField control={form.control} name="endDate" label="myMembership.wishedEnd" />
        <FormTextField control={form.control} name="reason" label="myMembership.reason" multiline minRows={2} />
      </FormDialog>
      {guard.dialog}
    </>
  );
}
