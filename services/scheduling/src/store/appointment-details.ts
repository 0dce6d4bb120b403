import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';
import type { Appointment } from './generated/client.ts';

type Tx = TxClient<Client>;

export type AppointmentWithNames = Appointment & {
  courseColor: string;
  courseDescription: string | null;
  courseActive: boolean;
  bookableAsSeries: boolean;
  locationId: string | null;
  locationName: string | null;
  roomName: string | null;
};

/** The appointments with their course's facts, the course's location name and the room name. */
export async function withAppointmentNames(tx: Tx, rows: Appointment[]): Promise<AppointmentWithNames[]> {
  const [courses, rooms] = await Promise.all([
    tx.course.findMany({
      where: { id: { in: [...new Set(rows.map((a) => a.courseId))] } },
      select: { id: true, color: true, description: true, active: true, bookableAsSeries: true, locationId: true },
    }),
    tx.room.findMany({
      where: { id: { in: [...new Set(rows.flatMap((a) => (a.roomId ? [a.roomId] : [])))] } },
      select: { id: true, name: true },
    }),
  ]);
  const locationIds = [...new Set(courses.flatMap((c) => (c.locationId ? [c.locationId] : [])))];
  const locations = await tx.locationView.findMany({ where: { id: { in: locationIds } }, select: { id: true, name: true } });
  const courseOf = new Map(courses.map((c) => [c.id, c]));
  const roomName = new Map(rooms.map((r) => [r.id, r.name]));
  const locationName = new Map(locations.map((l) => [l.id, l.name]));
  return rows.map((a) => {
    const c = courseOf.get(a.courseId);
    const locationId = c?.locationId ?? null;
    return {
      ...a,
      courseColor: c?.color ?? '#D0D0D0',
      courseDescription: c?.description ?? null,
      courseActive: c?.active ?? false,
      bookableAsSeries: c?.bookableAsSeries ?? false,
      locationId,
      locationName: locationId ? (locationName.get(locationId) ?? null) : null,
      roomName: a.roomId ? (roomName.get(a.roomId) ?? null) : null,
    };
  });
}
