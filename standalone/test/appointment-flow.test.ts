import { describe, expect, it } from 'vitest';
import { AttendanceStatus } from '@takt/proto';
import { eventually } from '@takt/kit/testing';
import { useSystem } from './use-system.ts';
import { createTenant } from './skeleton-flow.ts';

// Across services: moving an appointment keeps its booking; cancelling it cancels the booking.
const booted = useSystem('appointments');
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

describe('an appointment changed and cancelled through the gateway', { timeout: 90_000 }, () => {
  it('keeps the booking when moved and cancels it with the appointment', async () => {
    const { api } = await createTenant(booted.system.gatewayUrl);
    const day = isoDate(new Date(Date.now() + 7 * 86_400_000));
    const course = await api.post<{ id: string }>('/api/Courses', { Name: 'Tango', MaxAttendees: 5 });
    const dateTime = await api.post<{ id: string }>('/api/DateTimes', {
      CourseId: course.id,
      DateFrom: day,
      DateTill: day,
      Period: 1,
      TimeFrom: '19:00',
      TimeTill: '20:00',
    });
    await api.post('/api/Appointments/AddByDateTimeId', { DateTimeId: dateTime.id });
    const filter = encodeURIComponent(`dateTimeId eq ${dateTime.id}`);
    const [appointment] = (await api.get<{ value: { id: string }[] }>(`/odata/Appointments?$filter=${filter}`)).value;
    const attendee = await api.post<{ id: string }>('/api/Attendees', { FirstName: 'Greta', LastName: 'Sommer' });
    // Booking learns appointments and attendees from events; the first booking may wait for them.
    const attendance = await eventually(
      () => api.post<{ id: string; status: number }>('/api/Attendances', { AttendeeId: attendee.id, AppointmentId: appointment!.id }),
      15_000,
      'booking read model',
    );
    expect(attendance.status).toBe(AttendanceStatus.Confirmed);
    const counted = async () =>
      (await api.get<{ countOfAttendancesForTheDate: number }>(`/api/Appointments/${appointment!.id}`)).countOfAttendancesForTheDate;
    await eventually(async () => ((await counted()) === 1 ? true : undefined), 15_000, 'booked count');

    const moved = { Date: day, TimeFrom: '18:00', TimeTill: '19:30', MaxAttendees: 6, NotificationSetting: false };
    expect(await api.request('PUT', `/api/Appointments/${appointment!.id}`, moved)).toMatchObject({
      timeFrom: '18:00',
      countOfAttendancesForTheDate: 1,
    });
    await expect(api.request('DELETE', `/api/Appointments/${appointment!.id}`)).rejects.toMatchObject({ status: 409 });

    const reason = encodeURIComponent('Saal gesperrt');
    expect(await api.get(`/api/Appointments/Cancel/${appointment!.id}/de?reason=${reason}`)).toMatchObject({
      isCancelled: true,
      reason: 'Saal gesperrt',
    });
    const status = async () => (await api.get<{ status: number }>(`/api/Attendances/${attendance.id}`)).status;
    await eventually(async () => ((await status()) === AttendanceStatus.Canceled ? true : undefined), 15_000, 'attendance cancelled');
  });
});
