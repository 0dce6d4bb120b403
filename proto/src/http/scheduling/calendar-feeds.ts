import { z } from 'zod';
import { IdParams, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';

// iCal feeds (RFC 5545) of the calendar behind a secret, revocable URL: staff keep feeds per
// location and per trainer; every signed-in person keeps their own feed of what they booked.

const calendar = screenRoles('/calendar');
const own = screenRoles('/my-profile');

/** A location's feed (its appointments) or a trainer's (the appointments they teach); staff manage these. */
export const CalendarFeedInput = z.object({ kind: z.enum(['location', 'trainer']), targetId: Uuid });
export const CalendarFeed = z.object({
  id: Uuid,
  kind: z.string(),
  targetId: Uuid,
  targetName: z.string().nullable(),
  /** The secret path of the feed (append to the site's address). */
  path: z.string(),
  createdDate: z.string(),
});
export const CalendarFeedFileParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, 'expected <token>.ics') });

export const schedulingCalendarFeedContracts = {
  listCalendarFeeds: route({
    method: 'GET',
    path: '/api/Calendar/Ical',
    service: 'scheduling',
    access: calendar,
    permission: 'calendarEdit',
    summary: "The company's iCal feeds",
    response: z.array(CalendarFeed),
  }),
  createCalendarFeed: route({
    method: 'POST',
    path: '/api/Calendar/Ical',
    service: 'scheduling',
    access: calendar,
    permission: 'calendarEdit',
    summary: 'Create a secret iCal feed URL for a location or a trainer',
    body: CalendarFeedInput,
    response: CalendarFeed,
  }),
  revokeCalendarFeed: route({
    method: 'DELETE',
    path: '/api/Calendar/Ical/:id',
    service: 'scheduling',
    access: calendar,
    permission: 'calendarEdit',
    summary: 'Revoke an iCal feed: its URL answers 404 from then on',
    params: IdParams,
  }),
  listOwnCalendarFeeds: route({
    method: 'GET',
    path: '/api/Calendar/Ical/Mine',
    service: 'scheduling',
    access: own,
    summary: "The caller's own feeds of the appointments they booked",
    response: z.array(CalendarFeed),
  }),
  createOwnCalendarFeed: route({
    method: 'POST',
    path: '/api/Calendar/Ical/Mine',
    service: 'scheduling',
    access: own,
    summary: 'Create a secret iCal feed URL of the appointments the caller booked (confirmed or waiting)',
    response: CalendarFeed,
  }),
  revokeOwnCalendarFeed: route({
    method: 'DELETE',
    path: '/api/Calendar/Ical/Mine/:id',
    service: 'scheduling',
    access: own,
    summary: "Revoke one of the caller's own feeds",
    params: IdParams,
  }),
  getCalendarFeedFile: route({
    method: 'GET',
    path: '/api/Calendar/Ical/:file',
    service: 'scheduling',
    access: 'public',
    summary: 'An iCal feed (text/calendar, RFC 5545) by its secret token',
    params: CalendarFeedFileParams,
  }),
} satisfies Record<string, RouteContract>;
