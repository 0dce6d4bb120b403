import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useAcceptOffer, useDeclineOffer } from '../api/attendances.api.ts';

/**
 * A place held for the member's waiting booking (decision 0048): until when, and Accept or Decline.
 * Declining asks first, since it also ends their place on the waiting list.
 */
export function OfferAnswer({ attendanceId, course, expiresAt }: { attendanceId: string; course: string; expiresAt: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const confirm = useConfirm();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const busy = accept.isPending || decline.isPending;
  const deadline = intl.formatDate(expiresAt, { weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
  const fail = (err: unknown) => notify({ id: errorMessageId(err), severity: 'error' });
  const onAccept = async () => {
    try {
      await accept.mutateAsync(attendanceId);
      notify({ id: 'attendances.myOfferAccepted', values: { course } });
    } catch (err) {
      fail(err);
    }
  };
  const onDecline = async () => {
    const ok = await confirm({
      title: 'attendances.myOfferDeclineTitle',
      text: 'attendances.myOfferDeclineText',
      values: { course },
      confirm: 'attendances.myOfferDecline',
      danger: true,
    });
    if (!ok) return;
    try {
      await decline.mutateAsync(attendanceId);
      notify({ id: 'attendances.myOfferDeclined' });
    } catch (err) {
      fail(err);
    }
  };
  return (
    // The buttons sit under the text: beside it they squeeze the message into a scrolling box on a phone.
    <Alert severity="success" data-testid="my-offer" sx={{ '& .MuiAlert-message': { overflow: 'visible', flexGrow: 1 } }}>
      <AlertTitle>
        <FormattedMessage id="attendances.myOfferTitle" />
      </AlertTitle>
      <FormattedMessage id="attendances.myOfferText" values={{ deadline }} />
      <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
        <Button
          color="inherit"
          onClick={() => void onDecline()}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'attendances.myOfferDeclineFor' }, { course })}
        >
          <FormattedMessage id="attendances.myOfferDecline" />
        </Button>
        <Button
          variant="contained"
          color="success"
          onClick={() => void onAccept()}
          disabled={busy}
          aria-label={intl.formatMessage({ id: 'attendances.myOfferAcceptFor' }, { course })}
        >
          <FormattedMessage id="attendances.myOfferAccept" />
        </Button>
      </Stack>
    </Alert>
  );
}
