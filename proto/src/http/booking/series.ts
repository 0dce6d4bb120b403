import { z } from 'zod';
import { IdParams, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import type { ODataResource } from '../../odata.ts';
import { Attendance } from './attendances.ts';

const staff = ['manager', 'employee', 'trainer'] as const;

/** From when on the series books: the caller's local date and time (appointments after it). */
const ClientLocalDateTime = z.iso.datetime({ local: true, offset: true });

export const SeriesInput = z.object({ attendeeId: Uuid, dateTimeId: Uuid, clientLocalDateTime: ClientLocalDateTime });
export const AddSeriesMultipleBody = z.object({
  attendeeCourses: z
    .array(z.object({ attendeeId: Uuid, dateTimeId: Uuid }))
    .min(1)
    .max(100),
  clientLocalDateTime: ClientLocalDateTime,
});

/** A series booking (spec section 3, AttendeeCourse). */
export const AttendeeCourse = z.object({
  id: Uuid,
  attendeeId: Uuid,
  dateTimeId: Uuid,
  createdDate: z.string(),
  cancelled: z.boolean(),
  cancelledDate: z.string().nullable(),
  /** "Last name, first name" from booking's attendee read model. */
  attendeeFullName: z.string().optional(),
});

export const SeriesOutcome = z.object({
  series: AttendeeCourse,
  /** The appointments booked now (confirmed, or on their waiting list when full). */
  booked: z.array(Attendance),
});

const seriesOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    attendeeId: { type: 'uuid' },
    dateTimeId: { type: 'uuid' },
    cancelled: { type: 'boolean' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'createdDate', direction: 'desc' }],
};

export const bookingSeriesContracts = {
  bookSeries: route({
    method: 'POST',
    path: '/api/AttendeeCourses',
    service: 'booking',
    access: staff,
    summary: 'Book an attendee on every coming appointment of a course date-time (and the ones added later)',
    body: SeriesInput,
    response: SeriesOutcome,
  }),
  bookSeriesMultiple: route({
    method: 'POST',
    path: '/api/AttendeeCourses/AddMultiple',
    service: 'booking',
    access: staff,
    summary: 'Several series bookings at once, all or none',
    body: AddSeriesMultipleBody,
    response: z.array(SeriesOutcome),
  }),
  getSeries: route({
    method: 'GET',
    path: '/api/AttendeeCourses/:id',
    service: 'booking',
    access: staff,
    summary: 'One series booking',
    params: IdParams,
    response: AttendeeCourse,
  }),
  cancelSeries: route({
    method: 'DELETE',
    path: '/api/AttendeeCourses/:id',
    service: 'booking',
    access: staff,
    summary: 'End a series: its coming bookings are cancelled, freed places go to the waiting lists',
    params: IdParams,
    response: z.object({ series: AttendeeCourse, cancelled: z.array(Attendance), promoted: z.array(Attendance) }),
  }),
  listSeries: route({
    method: 'GET',
    path: '/odata/AttendeeCourses',
    service: 'booking',
    access: staff,
    summary: 'Series bookings as an OData list (filter attendeeId, dateTimeId, cancelled)',
    odata: seriesOData,
    response: odataList(AttendeeCourse),
  }),
} satisfies Record<string, RouteContract>;
