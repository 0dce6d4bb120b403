import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bookingAttendanceContracts as attendances } from '@takt/proto/http/booking/attendances';
import { bookingCancellationContracts as cancellations } from '@takt/proto/http/booking/cancellations';
import { bookingSeatContracts as seats } from '@takt/proto/http/booking/seats';
import { bookingSeriesContracts as series } from '@takt/proto/http/booking/series';
import { bookingMemberAppointmentContracts as memberAppointments } from '@takt/proto/http/booking/member-appointments';
import { bookingOfferContracts as offers } from '@takt/proto/http/booking/offers';
import dayjs from 'dayjs';
import { call } from '../../../api/call.ts';
import { odataQuery } from '../../../api/odata.ts';
import { peopleSource } from '../../../api/picker-source.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** Every query of attendances (lists, seats) starts with this key; a booking or cancellation invalidates it. */
export const attendanceKeys = queryKeys('attendances');

/** Spec section 9: non-paginated fetches take 250. */
const NOT_PAGED = 250;

/**
 * The appointment's places and counts; the hub's seat notice refreshes them at once, the minute's
 * poll only covers a socket that is down.
 */
export const useSeats = (appointmentId: string) =>
  useQuery({
    queryKey: attendanceKeys.related(appointmentId, 'seats'),
    queryFn: () => call(seats.getSeats, { params: { appointmentId } }),
    refetchInterval: 60_000,
  });

/** Attendees booking knows, found by name: the picker of the booking, series and check-in dialogs. */
export const bookableAttendeeSource = peopleSource(queryKeys('bookable-attendees').all, seats.listBookableAttendees, [
  'lastName',
  'firstName',
]);

function useAttendanceMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }) });
}

export const useBook = () =>
  useAttendanceMutation((body: { attendeeId: string; appointmentId: string }) => call(attendances.book, { body }));

export const useCancelAttendance = () => useAttendanceMutation((id: string) => call(cancellations.cancel, { params: { id } }));

/** A waiting member answers the place held for them (decision 0048). */
export const useAcceptOffer = () => useAttendanceMutation((id: string) => call(offers.acceptOffer, { params: { id } }));
export const useDeclineOffer = () => useAttendanceMutation((id: string) => call(offers.declineOffer, { params: { id } }));

/** Staff confirm a waiting attendee by hand (beyond the maximum if need be). */
export const useConfirmAttendance = () =>
  useAttendanceMutation((id: string) => call(cancellations.setConfirmedStatusMultiple, { body: { confirmedAttendances: [id] } }));

/** The running series bookings of a course time (the appointment page's series tab). */
export const useSeriesOf = (dateTimeId: string) =>
  useQuery({
    queryKey: attendanceKeys.related(dateTimeId, 'series'),
    queryFn: () =>
      call(series.listSeries, {
        query: odataQuery({
          top: NOT_PAGED,
          skip: 0,
          count: false,
          filters: [
            { field: 'dateTimeId', op: 'eq', value: dateTimeId },
            { field: 'cancelled', op: 'eq', value: false },
          ],
        }),
      }),
    select: (r) => r.value,
  });

/** Series from today's local moment on (the spec's ClientLocalDateTime). */
const localNow = () => dayjs().format('YYYY-MM-DDTHH:mm:ss');

export const useBookSeries = () =>
  useAttendanceMutation((body: { attendeeId: string; dateTimeId: string }) =>
    call(series.bookSeries, { body: { ...body, clientLocalDateTime: localNow() } }),
  );

export const useEndSeries = () => useAttendanceMutation((id: string) => call(series.cancelSeries, { params: { id } }));

/** A page of the signed-in member's appointments: their coming bookings, or what they may book now (hub notices refresh it). */
export const useMyAppointments = (booked: boolean, page: number, pageSize: number, search: string) =>
  useQuery({
    queryKey: attendanceKeys.list({ mine: booked, page, pageSize, search }),
    queryFn: () =>
      call(memberAppointments.listMyAppointments, {
        query: `${odataQuery({
          top: pageSize,
          skip: page * pageSize,
          search: search ? { text: search, fields: ['courseName'] } : undefined,
        })}&booked=${booked}`,
      }),
    placeholderData: (previous) => previous,
  });
