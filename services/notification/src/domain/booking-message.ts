import { germanDate, type PushMessageText } from './invoice-message.ts';

interface BookingFacts {
  attendanceId: string;
  courseName: string;
  date: string;
  timeFrom: string;
}

const when = (b: BookingFacts) => `${b.courseName} am ${germanDate(b.date)} um ${b.timeFrom} Uhr`;

/** A waiting member got a place: the bell says so at once (the mail follows with the templates). */
export function promotedMessage(b: BookingFacts): PushMessageText {
  return {
    tag: `attendance:${b.attendanceId}:promoted`,
    title: 'Platz frei geworden',
    text: `Sie sind von der Warteliste nachgerückt: ${when(b)}.`,
  };
}

/** The studio cancelled the appointment: every booked member hears it, with the reason if one was given. */
export function appointmentCancelledMessage(b: BookingFacts): PushMessageText {
  return {
    tag: `attendance:${b.attendanceId}:cancelled`,
    title: 'Termin abgesagt',
    text: `Der Termin ${when(b)} wurde abgesagt. Ihre Buchung ist storniert.`,
  };
}

/** The studio moved a booked appointment and chose to tell the members: where it is now and was. */
export function rescheduledMessage(b: BookingFacts & { previousDate: string; previousTimeFrom: string }): PushMessageText {
  return {
    tag: `attendance:${b.attendanceId}:rescheduled:${b.date}:${b.timeFrom}`,
    title: 'Termin verschoben',
    text: `${b.courseName} findet jetzt am ${germanDate(b.date)} um ${b.timeFrom} Uhr statt (bisher am ${germanDate(b.previousDate)} um ${b.previousTimeFrom} Uhr). Ihre Buchung bleibt bestehen.`,
  };
}

/** A waiting entry went because the member got a place at the same time elsewhere. */
export function clashingWaitDroppedMessage(b: BookingFacts): PushMessageText {
  return {
    tag: `attendance:${b.attendanceId}:clash`,
    title: 'Warteliste verlassen',
    text: `Sie haben zur selben Zeit einen Platz in einem anderen Termin. Ihr Wartelistenplatz für ${when(b)} wurde daher freigegeben.`,
  };
}

/** Staff decided a member's request to join a course that needs approval: a place, the waiting list, or no. */
export function taskRequestDecidedMessage(
  b: BookingFacts & { taskRequestId: string; status: 'ACCEPT' | 'REJECT'; waitingListNumber: number | null },
): PushMessageText {
  const tag = `task-request:${b.taskRequestId}:${b.status}`;
  if (b.status === 'REJECT') {
    return { tag, title: 'Anfrage abgelehnt', text: `Ihre Anfrage für ${when(b)} wurde abgelehnt.` };
  }
  if (b.waitingListNumber !== null) {
    return {
      tag,
      title: 'Anfrage angenommen',
      text: `Ihre Anfrage für ${when(b)} wurde angenommen. Der Termin ist voll: Sie stehen auf Platz ${b.waitingListNumber} der Warteliste.`,
    };
  }
  return { tag, title: 'Anfrage angenommen', text: `Ihre Anfrage für ${when(b)} wurde angenommen. Ihr Platz ist gebucht.` };
}

/** Beyond the spec (decision 0048): a place is held for the waiting member until a deadline on the studio's clock. */
export function offerMadeMessage(b: BookingFacts & { offerId: string; expiresAtLocal: string }): PushMessageText {
  const [date, time] = b.expiresAtLocal.split('T') as [string, string];
  return {
    tag: `offer:${b.offerId}:made`,
    title: 'Platz für Sie reserviert',
    text: `Für ${when(b)} ist ein Platz frei geworden. Er ist bis ${germanDate(date)}, ${time} Uhr für Sie reserviert: Nehmen Sie ihn unter „Meine Buchungen“ an oder geben Sie ihn frei.`,
  };
}

/** The member let the reserved place go by: it went to the next, and their waiting entry with it. */
export function offerExpiredMessage(b: BookingFacts): PushMessageText {
  return {
    tag: `attendance:${b.attendanceId}:offer-expired`,
    title: 'Reservierung abgelaufen',
    text: `Der für Sie reservierte Platz für ${when(b)} wurde nicht rechtzeitig angenommen. Er geht an die nächste Person auf der Warteliste; Ihr Wartelistenplatz ist damit beendet.`,
  };
}
