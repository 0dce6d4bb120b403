import type { Bus } from '@takt/kit';
import { NewAppointmentMessageNotice, notifySubject } from '@takt/proto';

/** Tells the clients in the appointment's chat group that a message is there (they fetch it). */
export async function noticeNewMessage(bus: Bus, companyId: string, appointmentId: string, messageId: string): Promise<void> {
  const notice = NewAppointmentMessageNotice.parse({ appointmentId, messageId });
  await bus.notify(notifySubject(companyId, 'NewAppointmentMessage'), Buffer.from(JSON.stringify(notice)));
}
