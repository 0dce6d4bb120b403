import { eventually } from '@takt/kit/testing';
import { createTenant, type Tenant } from './skeleton-flow.ts';

// The two companies of booking-bad-input.test.ts and what their booking holds.

export const isoDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const clientLocalDateTime = () => new Date().toISOString().slice(0, 19);

export interface Studio {
  tenant: Tenant;
  locationId: string;
  memberId: string;
  otherId: string;
  courseId: string;
  appointmentId: string;
  passedId: string;
  cancelledId: string;
  closedId: string;
  seriesDateTimeId: string;
  attendanceId: string;
  seriesId: string;
  waitingId: string;
  taskRequestId: string;
  qrCodeId: string;
  expiredCode: string;
  memberCode: string;
  revokedCode: string;
  presenceId: string;
  roomId: string;
  roomPresenceId: string;
  presenceAttendanceId: string;
}
async function courseTime(api: Tenant['api'], courseId: string, day: string) {
  const dt = { CourseId: courseId, DateFrom: day, DateTill: day, Period: 1, TimeFrom: '10:00', TimeTill: '11:00' };
  const dateTime = await api.post<{ id: string }>('/api/DateTimes', dt);
  await api.post('/api/Appointments/AddByDateTimeId', { DateTimeId: dateTime.id });
  const filter = encodeURIComponent(`dateTimeId eq ${dateTime.id}`);
  const [appointment] = (await api.get<{ value: { id: string }[] }>(`/odata/Appointments?$filter=${filter}`)).value;
  return { dateTimeId: dateTime.id, appointmentId: appointment!.id };
}

/** A company with one of everything booking holds, reached through the gateway at `baseUrl`. */
export async function studio(baseUrl: string): Promise<Studio> {
  const tenant = await createTenant(baseUrl);
  const { api } = tenant;
  const { id: locationId } = await api.post<{ id: string }>('/api/Locations', { Name: 'Mitte', City: 'Köln' });
  const { id: typeId } = await api.post<{ id: string }>('/api/references/MembershipType', { Name: 'Kader', Cost: 3000 });
  const { id: memberId } = await api.post<{ id: string }>('/api/Attendees', { FirstName: 'Ida', LastName: 'Eins' });
  const { id: otherId } = await api.post<{ id: string }>('/api/Attendees', { FirstName: 'Max', LastName: 'Zwei' });
  const { id: courseId } = await api.post<{ id: string }>('/api/Courses', { Name: 'Salsa', MaxAttendees: 5, BookableAsSeries: true });
  const { id: closedCourseId } = await api.post<{ id: string }>('/api/Courses', {
    Name: 'Kader',
    MaxAttendees: 5,
    MembershipTypeAvailabilities: [{ MembershipTypeId: typeId }],
  });
  const { appointmentId } = await courseTime(api, courseId, isoDate(7));
  const { appointmentId: passedId } = await courseTime(api, courseId, isoDate(-1));
  const { appointmentId: cancelledId } = await courseTime(api, courseId, isoDate(8));
  const { appointmentId: closedId } = await courseTime(api, closedCourseId, isoDate(7));
  const { dateTimeId: seriesDateTimeId } = await courseTime(api, courseId, isoDate(9));
  await api.get(`/api/Appointments/Cancel/${cancelledId}/de`);

  // Booking learns appointments, attendees and locations from events: the first calls may wait for them.
  const { id: attendanceId } = await eventually(
    () => api.post<{ id: string }>('/api/Attendances', { AttendeeId: memberId, AppointmentId: appointmentId, Note: 'Knie' }),
    15_000,
    'booking read models',
  );
  await eventually(async () => {
    const seats = await api.get<{ isCancelled: boolean }>(`/api/Attendances/Seats/${cancelledId}`);
    return seats.isCancelled || undefined;
  }, 15_000);
  const { series } = await eventually(() =>
    api.post<{ series: { id: string } }>('/api/AttendeeCourses', {
      AttendeeId: memberId,
      DateTimeId: seriesDateTimeId,
      ClientLocalDateTime: clientLocalDateTime(),
    }),
  );
  const { id: waitingId } = await api.post<{ id: string }>('/api/AttendeeCourseWaitingPositions', {
    AttendeeId: otherId,
    DateTimeId: seriesDateTimeId,
  });
  const { id: taskRequestId } = await api.post<{ id: string }>('/api/TaskRequests', { AttendanceId: attendanceId });
  const { id: qrCodeId } = await eventually(() => api.post<{ id: string }>('/api/qrCodes', { Name: 'Tür', LocationId: locationId }));
  const expired = await api.post<{ id: string }>('/api/qrCodes', {
    Name: 'Alt',
    LocationId: locationId,
    ValidFrom: isoDate(-10),
    ValidTill: isoDate(-2),
  });
  const expiredCode = (await api.get<{ code: string }>(`/api/qrCodes/${expired.id}`)).code;
  const { code: memberCode } = await api.get<{ code: string }>(`/api/qrCodes/Personal/${memberId}`);
  const { code: revokedCode } = await api.get<{ code: string }>(`/api/qrCodes/Personal/${otherId}`);
  await api.post(`/api/qrCodes/Personal/${otherId}/Revoke`, {});
  const { id: presenceId } = await api.post<{ id: string }>('/api/Presences/Enter', { AttendeeId: memberId, LocationId: locationId });
  const { id: presenceAttendanceId } = await api.post<{ id: string }>('/api/PresenceAttendances', {
    PresenceId: presenceId,
    AttendancesId: attendanceId,
  });
  // Booking learns rooms from scheduling's events: the first stay may wait for it.
  const { id: roomId } = await api.post<{ id: string }>('/api/Rooms', { Name: 'Saal', LocationId: locationId });
  const { id: roomPresenceId } = await eventually(() =>
    api.post<{ id: string }>('/api/RoomPresences', { PresenceId: presenceId, RoomId: roomId }),
  );
  return {
    tenant,
    locationId,
    memberId,
    otherId,
    courseId,
    appointmentId,
    passedId,
    cancelledId,
    closedId,
    seriesDateTimeId,
    attendanceId,
    seriesId: series.id,
    waitingId,
    taskRequestId,
    qrCodeId,
    expiredCode,
    memberCode,
    revokedCode,
    presenceId,
    roomId,
    roomPresenceId,
    presenceAttendanceId,
  };
}

/** What each company's booking holds, down to the fields these calls could change. */
export async function holdings(s: Studio) {
  const { api } = s.tenant;
  const list = async <T>(path: string, pick: (row: T) => unknown) =>
    (await api.get<{ value: T[] }>(`${path}?$top=100&$orderby=id`)).value.map(pick);
  type Row = Record<string, unknown>;
  return {
    attendances: await list<Row>('/odata/Attendances', (r) => [r.id, r.status, r.checkedInDate, r.note, r.canceledDate]),
    presences: await list<Row>('/odata/Presences', (r) => [
      r.id,
      r.isOnline,
      r.attendanceIds,
      r.locationId,
      r.dateEnter,
      r.dateLeave,
      r.text,
    ]),
    presenceAttendances: await list<Row>('/odata/PresenceAttendances', (r) => [r.id, r.presenceId, r.attendancesId]),
    roomPresences: await list<Row>('/odata/RoomPresences', (r) => [r.id, r.roomId, r.isOnline, r.status, r.timeLeave]),
    series: await list<Row>('/odata/AttendeeCourses', (r) => [r.id, r.cancelled]),
    waiting: await list<Row>('/odata/AttendeeCourseWaitingPositions', (r) => [r.id, r.position]),
    requests: await list<Row>('/odata/TaskRequests', (r) => [r.id, r.status]),
    qrCodes: (await api.get<Row[]>(`/api/qrCodes/GetByLocationId/${s.locationId}`)).map((r) => [r.id, r.active, r.validTill]).sort(),
    memberCode: (await api.get<{ code: string }>(`/api/qrCodes/Personal/${s.memberId}`)).code,
  };
}
