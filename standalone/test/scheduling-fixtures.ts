import { randomUUID } from 'node:crypto';
import { Authority } from '@takt/proto';
import type { ApiClient } from '../src/api-client.ts';

/** A staff user with the trainer role, made through identity's API (scheduling learns it by event). */
export async function createTrainer(api: ApiClient, firstName: string, lastName: string): Promise<string> {
  const userName = `${firstName.toLowerCase()}.${randomUUID().slice(0, 6)}`;
  const { id } = await api.post<{ id: string }>('/api/Employees/de', {
    FirstName: firstName,
    LastName: lastName,
    Email: `${userName}@example.de`,
    UserName: userName,
    Password: 'Trainer#2026',
    Active: true,
    Authorities: [Authority.Trainer],
  });
  return id;
}

/** One appointment of the course on `date`: a one-day date-time and its generated appointment. */
export async function appointmentOn(
  api: ApiClient,
  courseId: string,
  date: string,
  timeFrom: string,
  timeTill: string,
): Promise<{ dateTimeId: string; appointmentId: string }> {
  const dateTime = await api.post<{ id: string }>('/api/DateTimes', {
    CourseId: courseId,
    DateFrom: date,
    DateTill: date,
    Period: 1,
    TimeFrom: timeFrom,
    TimeTill: timeTill,
  });
  await api.post('/api/Appointments/AddByDateTimeId', { DateTimeId: dateTime.id });
  const filter = encodeURIComponent(`dateTimeId eq ${dateTime.id}`);
  const [appointment] = (await api.get<{ value: { id: string }[] }>(`/odata/Appointments?$filter=${filter}`)).value;
  return { dateTimeId: dateTime.id, appointmentId: appointment!.id };
}
