import { z } from 'zod';
import { IdParams, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { screenRoles } from '../../screens.ts';

/** One message of an appointment's chat (spec section 3, Appointment message). */
export const AppointmentMessage = z.object({
  id: Uuid,
  appointmentId: Uuid,
  applicationUserId: Uuid,
  /** "Last name, first name" of the author; null while the name has not reached scheduling. */
  authorFullName: z.string().nullable(),
  authorRoles: z.array(z.string()),
  recipientApplicationUserId: Uuid.nullable(),
  recipientFullName: z.string().nullable(),
  text: z.string(),
  createdDate: z.string(),
  lastEditedDate: z.string().nullable(),
});

const Text = z.string().trim().min(1).max(2000);

export const AppointmentMessageInput = z.object({
  appointmentId: Uuid,
  text: Text,
  /** A private message: only author, recipient and staff read it. */
  recipientApplicationUserId: Uuid.nullish(),
});
export type AppointmentMessageInput = z.infer<typeof AppointmentMessageInput>;

// Staff read every appointment's chat; a member only the chats of appointments they are booked on.
const chatAccess = screenRoles('/appointments');

export const schedulingAppointmentMessageContracts = {
  getAppointmentMessages: route({
    method: 'GET',
    path: '/api/AppointmentMessages/GetByAppointmentId/:id',
    service: 'scheduling',
    access: chatAccess,
    permission: 'appointmentsView',
    summary: "An appointment's chat, oldest first; fromDate gives only the newer ones",
    params: IdParams,
    query: z.object({ fromDate: z.iso.datetime({ offset: true }).optional() }),
    response: z.array(AppointmentMessage),
  }),
  postAppointmentMessage: route({
    method: 'POST',
    path: '/api/AppointmentMessages',
    service: 'scheduling',
    access: chatAccess,
    permission: 'appointmentsView',
    summary: "Write in an appointment's chat; clients in its hub group are told",
    body: AppointmentMessageInput,
    response: AppointmentMessage,
  }),
  updateAppointmentMessage: route({
    method: 'PUT',
    path: '/api/AppointmentMessages/:id',
    service: 'scheduling',
    access: chatAccess,
    permission: 'appointmentsView',
    summary: 'Correct one of your own messages',
    params: IdParams,
    body: z.object({ text: Text }),
    response: AppointmentMessage,
  }),
} satisfies Record<string, RouteContract>;
