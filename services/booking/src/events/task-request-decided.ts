import { publishEvent, type TxClient } from '@takt/kit';
import { AttendanceStatus, BookingEvents } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { AppointmentView, Attendance, AttendeeView, TaskRequest } from '../store/generated/client.ts';
import { attendanceFacts } from './attendance-facts.ts';

type Tx = TxClient<Client>;

/** An accepted request took a place or a waiting number: told as any booking is (billing, calendar feeds, mails). */
export async function publishAcceptedSeat(
  tx: Tx,
  a: Attendance,
  appointment: AppointmentView,
  attendee: AttendeeView,
  cancelToken: string,
): Promise<void> {
  const facts = attendanceFacts(a.id, appointment, attendee, cancelToken);
  if (a.status === AttendanceStatus.Confirmed) await publishEvent(tx, BookingEvents.AttendanceConfirmed, facts);
  else await publishEvent(tx, BookingEvents.AttendanceWaitlisted, { ...facts, waitingListNumber: a.waitingListNumber ?? 0 });
}

/** Staff decided the request: notification tells the member in their bell. */
export async function publishTaskRequestDecided(
  tx: Tx,
  r: TaskRequest & { status: 'ACCEPT' | 'REJECT' },
  a: Attendance,
  appointment: AppointmentView,
  attendee: AttendeeView,
): Promise<void> {
  await publishEvent(tx, BookingEvents.TaskRequestDecided, {
    ...attendanceFacts(a.id, appointment, attendee),
    taskRequestId: r.id,
    status: r.status,
    attendanceStatus: a.status,
    waitingListNumber: a.waitingListNumber,
  });
}
