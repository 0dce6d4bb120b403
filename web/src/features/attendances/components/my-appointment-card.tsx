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
type Person = MyAppointment['people'][number];

/** Spec section 4 status numbers (the proto enum's root module is not loaded in the web app). */
const CONFIRMED = 2;
const ON_WAITING_LIST = 4;

/** Book or cancel for one person, each answering in the one snackbar; a cancel asks first and warns when it counts as late. */
function Actions({ a, p }: { a: MyAppointment; p: Person }) {
  const intl = useIntl();
  const notify = useNotify();
  const confirm = useConfirm();
  const book = useBook();
  const cancel = useCancelAttendance();
  // Several people's buttons on one card need telling apart by name.
  const course = a.forSeveral ? `${a.courseName} (${p.attendeeFullName})` : a.courseName;
  const fail = (err: unknown) => notify({ id: errorMessageId(err), severity: 'error' });
  const onBook = async () => {
    try {
      const booked = await book.mutateAsync({ attendeeId: p.attendeeId, appointmentId: a.appointmentId });
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
    if (!ok || !p.attendanceId) return;
    try {
      await cancel.mutateAsync(p.attendanceId);
      notify({ id: 'attendances.cancelled' });
    } catch (err) {
      fail(err);
    }
  };
  if (p.attendanceId)
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
  if (!p.available)
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

/** The person's booking state: booked, a place held for them, or waiting with the place in line. */
function StatusChip({ p }: { p: Person }) {
  const intl = useIntl();
  if (p.status === CONFIRMED) return <Chip color="success" size="small" label={intl.formatMessage({ id: 'attendances.myStatusBooked' })} />;
  if (p.status === ON_WAITING_LIST && p.offerExpiresAt)
    return <Chip color="success" size="small" label={intl.formatMessage({ id: 'attendances.myStatusOffered' })} />;
  if (p.status === ON_WAITING_LIST)
    return <Chip size="small" label={intl.formatMessage({ id: 'attendances.myStatusWaiting' }, { position: p.waitingPosition ?? 0 })} />;
  return null;
}

/** One line per person the login speaks for (a parent and its children), named when there are several. */
function PersonLine({ a, p }: { a: MyAppointment; p: Person }) {
  const intl = useIntl();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }} data-testid="my-person">
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {p.attendeeFullName}
        </Typography>
        <StatusChip p={p} />
        {p.available && !p.attendanceId && (
          <Chip size="small" variant="outlined" label={intl.formatNumber(p.centCost / 100, { style: 'currency', currency: 'EUR' })} />
        )}
      </Stack>
      <Actions a={a} p={p} />
      {p.attendanceId && p.offerExpiresAt && (
        <Box sx={{ flexBasis: '100%' }}>
          <OfferAnswer attendanceId={p.attendanceId} course={`${a.courseName} (${p.attendeeFullName})`} expiresAt={p.offerExpiresAt} />
        </Box>
      )}
    </Stack>
  );
}

/** One appointment of the member's screen: when, places, their price and booking, and what they can do. */
export function MyAppointmentCard({ a }: { a: MyAppointment }) {
  const intl = useIntl();
  const own = a.people[0] ?? a;
  return (
    <Card variant="outlined" component="li" data-testid="my-appointment">
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {a.courseName}
          </Typography>
          {!a.forSeveral && <StatusChip p={own} />}
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
          {!a.forSeveral && own.available && (
            <Chip size="small" variant="outlined" label={intl.formatNumber(own.centCost / 100, { style: 'currency', currency: 'EUR' })} />
          )}
        </Box>
        {!a.forSeveral && own.attendanceId && own.offerExpiresAt && (
          <Box sx={{ mt: 1.5 }}>
            <OfferAnswer attendanceId={own.attendanceId} course={a.courseName} expiresAt={own.offerExpiresAt} />
          </Box>
        )}
        {a.forSeveral && (
          <Stack spacing={1} sx={{ mt: 1.5 }}>
            {a.people.map((p) => (
              <PersonLine key={p.attendeeId} a={a} p={p} />
            ))}
          </Stack>
        )}
      </CardContent>
      {!a.forSeveral && (
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Actions a={a} p={own} />
        </CardActions>
      )}
    </Card>
  );
}
