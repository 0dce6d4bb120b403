import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { bookingMemberAppointmentContracts as routes } from '@takt/proto/http/booking/member-appointments';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ResponseOf } from '../../../api/call.ts';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useBook, useCancelAttendance } from '../api/attendances.api.ts';
import { OfferAnswer } from './offer-answer.tsx';

export type MyAppointment = ResponseOf<typeof routes.listMyAppointments>['value'][number];

/** Spec section 4 status numbers (the proto enum's root module is not loaded in the web app). */
const CONFIRMED = 2;
const ON_WAITING_LIST = 4;

/** Book or cancel, each answering in the one snackbar; a cancel asks first and warns when it counts as late. */
function Actions({ a }: { a: MyAppointment }) {
  const intl = useIntl();
  const notify = useNotify();
  const confirm = useConfirm();
  const book = useBook();
  const cancel = useCancelAttendance();
  const course = a.courseName;
  const fail = (err: unknown) => notify({ id: errorMessageId(err), severity: 'error' });
  const onBook = async () => {
    try {
      const booked = await book.mutateAsync({ attendeeId: a.attendeeId, appointmentId: a.appointmentId });
      notify(
        booked.attendeeOnWaitingListNumber === null
          ? { id: 'attendances.myBooked', values: { course } }
          : { id: 'attendances.myWaiting', values: { course } },
      );
    } catch (err) {
      fail(err);
    }
  };
  const onCancel = async () => {
    const ok = await confirm({
      title: 'attendances.myCancelTitle',
      text: a.cancelIsLate ? 'attendances.myCancelLateText' : 'attendances.myCancelText',
      values: { course },
      confirm: 'attendances.cancel',
      danger: true,
    });
    if (!ok || !a.attendanceId) return;
    try {
      await cancel.mutateAsync(a.attendanceId);
      notify({ id: 'attendances.cancelled' });
    } catch (err) {
      fail(err);
    }
  };
  if (a.attendanceId)
    return (
      <Button
        color="error"
        onClick={() => void onCancel()}
        disabled={cancel.isPending}
        aria-label={intl.formatMessage({ id: 'attendances.myCancelFor' }, { course })}
      >
        <FormattedMessage id="attendances.cancel" />
      </Button>
    );
  if (!a.available)
    return (
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="attendances.myNotAvailable" />
      </Typography>
    );
  const full = a.confirmedCount >= a.maxAttendees;
  return (
    <Button
      variant="contained"
      onClick={() => void onBook()}
      disabled={book.isPending}
      aria-label={intl.formatMessage({ id: full ? 'attendances.myJoinWaitingFor' : 'attendances.myBookFor' }, { course })}
    >
      <FormattedMessage id={full ? 'attendances.myJoinWaiting' : 'attendances.myBook'} />
    </Button>
  );
}

/** One appointment of the member's screen: when, places, their price and booking, and what they can do. */
export function MyAppointmentCard({ a }: { a: MyAppointment }) {
  const intl = useIntl();
  return (
    <Card variant="outlined" component="li" data-testid="my-appointment">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {a.courseName}
          </Typography>
          {a.status === CONFIRMED && <Chip color="success" size="small" label={intl.formatMessage({ id: 'attendances.myStatusBooked' })} />}
          {a.status === ON_WAITING_LIST && a.offerExpiresAt && (
            <Chip color="success" size="small" label={intl.formatMessage({ id: 'attendances.myStatusOffered' })} />
          )}
          {a.status === ON_WAITING_LIST && !a.offerExpiresAt && (
            <Chip size="small" label={intl.formatMessage({ id: 'attendances.myStatusWaiting' }, { position: a.waitingPosition ?? 0 })} />
          )}
        </Stack>
        <Typography variant="body2">
          {intl.formatDate(a.date, {
            weekday: 'short',
            dateStyle: undefined,
            day: '2-digit',
            month: '2-digit',
            year: 'numeric',
            timeZone: 'UTC',
          })}{' '}
          {a.timeFrom}–{a.timeTill}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            variant="outlined"
            data-testid="my-seats"
            label={intl.formatMessage({ id: 'attendances.seatCount' }, { confirmed: a.confirmedCount, max: a.maxAttendees })}
          />
          {a.waitingCount > 0 && (
            <Chip
              size="small"
              variant="outlined"
              label={intl.formatMessage({ id: 'attendances.waitingCount' }, { count: a.waitingCount })}
            />
          )}
          {a.available && (
            <Chip size="small" variant="outlined" label={intl.formatNumber(a.centCost / 100, { style: 'currency', currency: 'EUR' })} />
          )}
        </Box>
        {a.attendanceId && a.offerExpiresAt && (
          <Box sx={{ mt: 1.5 }}>
            <OfferAnswer attendanceId={a.attendanceId} course={a.courseName} expiresAt={a.offerExpiresAt} />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Actions a={a} />
      </CardActions>
    </Card>
  );
}
