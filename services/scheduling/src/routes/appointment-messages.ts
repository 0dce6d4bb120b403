import { dtoOf, type Bus, type Router } from '@takt/kit';
import { AppointmentMessage, schedulingContracts as routes } from '@takt/proto';
import { noticeNewMessage } from '../events/chat-notice.ts';
import { getAppointmentMessages } from '../operations/get-appointment-messages.ts';
import { postAppointmentMessage } from '../operations/post-appointment-message.ts';
import { updateAppointmentMessage } from '../operations/update-appointment-message.ts';
import type { Client } from '../store/client.ts';
import type { NamedMessage } from '../store/appointment-messages.ts';

const toDto = dtoOf(AppointmentMessage, (m: NamedMessage) => ({
  applicationUserId: m.authorUserId,
  recipientApplicationUserId: m.recipientUserId,
}));

export function appointmentMessageRoutes(r: Router<Client>, bus: Bus): void {
  r.handle(routes.getAppointmentMessages, async ({ params, query, user, db }) =>
    (await getAppointmentMessages(db, user, params.id, query.fromDate)).map(toDto),
  );
  r.handle(routes.postAppointmentMessage, async ({ body, user, db }) => {
    const message = await postAppointmentMessage(db, user, body);
    // After the commit and best effort: the message is stored; a missed notice is caught up on the next load.
    await noticeNewMessage(bus, user.companyId, message.appointmentId, message.id).catch(() => undefined);
    return toDto(message);
  });
  r.handle(routes.updateAppointmentMessage, async ({ params, body, user, db }) =>
    toDto(await updateAppointmentMessage(db, user, params.id, body.text)),
  );
}
