import { randomUUID } from 'node:crypto';
import { AttendanceStatus, StatisticsType } from '@takt/proto';
import { expect } from 'vitest';
import { eventually } from '@takt/kit/testing';
import { ApiClient } from '../src/api-client.ts';
import { connectHub } from './hub-client.ts';

export interface Tenant {
  api: ApiClient;
  companyId: string;
  admin: { userName: string; password: string };
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Public sign-up of a company with its first admin, then login. */
export async function createTenant(baseUrl: string, label = randomUUID().slice(0, 8)): Promise<Tenant> {
  const api = new ApiClient(baseUrl);
  const admin = { userName: `chefin.${label}`, password: 'Sicher#2026' };
  const created = await api.post<{ companyId: string; trialBeginDate: string }>('/api/Company', {
    Company: { Name: `Tanzschule ${label}`, Email: `info-${label}@example.de` },
    Admin: {
      FirstName: 'Petra',
      LastName: 'Klein',
      Email: `petra-${label}@example.de`,
      UserName: admin.userName,
      Password: admin.password,
    },
    AgreedToTermsAndPrivacy: true,
  });
  await api.login(admin.userName, admin.password);
  return { api, companyId: created.companyId, admin };
}

export interface FlowResult {
  tenant: Tenant;
  attendeeId: string;
  attendeeAppUserId: string;
  appointmentId: string;
  attendanceId: string;
  waitlistedAttendanceId: string;
}

/**
 * The walking skeleton through the gateway: identity → membership → scheduling → booking →
 * billing → notification (hub notice) → statistics, plus a document round trip.
 */
export async function runSkeletonFlow(baseUrl: string): Promise<FlowResult> {
  const tenant = await createTenant(baseUrl);
  const { api } = tenant;

  const me = await api.get<{ company: { id: string; trialDaysLeft: number }; roles: string[] }>('/api/Users/GetMe');
  expect(me.company).toMatchObject({ id: tenant.companyId, trialDaysLeft: 14 });
  expect(me.roles).toContain('admin');

  const location = await api.post<{ id: string }>('/api/Locations', { Name: 'Saal 1', City: 'Köln' });
  expect((await api.get<{ name: string }>(`/api/Locations/${location.id}`)).name).toBe('Saal 1');

  const type = await api.post<{ id: string }>('/api/references/MembershipType', { name: 'Zehnerkarte', cost: 9000 });
  const today = new Date();
  const attendee = await api.post<{ id: string }>('/api/Attendees', {
    FirstName: 'Jürgen',
    LastName: 'Weiß',
    Email: 'juergen@example.de',
    UserName: `juergen.${randomUUID().slice(0, 6)}`,
    MembershipTypes: [{ MembershipTypeId: type.id, FromDate: isoDate(today) }],
  });
  const second = await api.post<{ id: string }>('/api/Attendees', { FirstName: 'Greta', LastName: 'Sommer' });
  const stored = await api.get<{ applicationUserId: string; hasActiveMembership: boolean; fullName: string }>(
    `/api/Attendees/${attendee.id}`,
  );
  expect(stored).toMatchObject({ hasActiveMembership: true, fullName: 'Weiß, Jürgen' });
  expect(stored.applicationUserId).toMatch(/^[0-9a-f-]{36}$/);

  const course = await api.post<{ id: string }>('/api/Courses', { Name: 'Salsa Anfänger', MaxAttendees: 1, CentCost: 1500 });
  const dateTill = isoDate(new Date(today.getTime() + 27 * 86_400_000));
  const dateTime = await api.post<{ id: string }>('/api/DateTimes', {
    CourseId: course.id,
    DateFrom: isoDate(today),
    DateTill: dateTill,
    Period: 2,
    PeriodValues: String(today.getUTCDay()),
    TimeFrom: '19:00',
    TimeTill: '20:30',
  });
  const generated = await api.post<{ created: number }>('/api/Appointments/AddByDateTimeId', { DateTimeId: dateTime.id });
  expect(generated.created).toBe(4);
  const filter = encodeURIComponent(`courseId eq ${course.id} and date ge ${isoDate(today)}`);
  const list = await api.get<{ value: { id: string; date: string; timeFrom: string }[]; '@odata.count': number }>(
    `/odata/Appointments?$filter=${filter}&$orderby=date desc&$count=true&$top=2`,
  );
  expect(list['@odata.count']).toBe(4);
  expect(list.value).toHaveLength(2);
  expect(list.value[0]!.date > list.value[1]!.date).toBe(true);
  const appointmentId = list.value[1]!.id;

  const hub = await connectHub(baseUrl, api.token!);
  await hub.invoke('JoinUserGroupCompany', tenant.companyId);
  try {
    // Booking learns appointments and attendees from events; the first booking may wait for them.
    const attendance = await eventually(
      () => api.post<{ id: string; status: number }>('/api/Attendances', { AttendeeId: attendee.id, AppointmentId: appointmentId }),
      15_000,
      'booking read model',
    );
    expect(attendance.status).toBe(AttendanceStatus.Confirmed);
    const waiting = await eventually(
      () =>
        api.post<{ id: string; status: number; attendeeOnWaitingListNumber: number }>('/api/Attendances', {
          AttendeeId: second.id,
          AppointmentId: appointmentId,
        }),
      15_000,
      'second attendee in the read model',
    );
    expect(waiting).toMatchObject({ status: AttendanceStatus.OnWaitingList, attendeeOnWaitingListNumber: 1 });

    const positions = await eventually(async () => {
      const r = await api.get<{ value: { centCost: number; invoiceId: string | null; date: string }[] }>(
        `/odata/invoicePositions?$filter=${encodeURIComponent(`sourceAppointmentId eq ${appointmentId}`)}`,
      );
      return r.value.length ? r.value : undefined;
    });
    expect(positions).toHaveLength(1);
    expect(positions[0]).toMatchObject({ centCost: 1500, invoiceId: null });
    // The position waits for the invoice run of its month, which issues the invoice.
    const started = await api.post<{ id: string }>('/api/invoices/Run', {
      periodType: 0,
      periodStart: `${positions[0]!.date.slice(0, 8)}01`,
    });
    // The run answers at once and invoices in the background; its row says when it is over.
    const run = await eventually(async () => {
      const r = await api.get<{ value: { status: string; invoiceCount: number }[] }>(
        `/odata/invoiceRuns?$filter=${encodeURIComponent(`id eq ${started.id}`)}`,
      );
      return r.value[0]?.status === 'finished' ? r.value[0] : undefined;
    });
    expect(run.invoiceCount).toBe(1);
    const invoices = await api.get<{ value: { attendeeId: string; centCostSum: number; paymentStatus: number }[] }>(
      `/odata/invoices?$filter=${encodeURIComponent(`attendeeId eq ${attendee.id}`)}`,
    );
    // The booking (15 EUR) and the month's fee of the membership type (90 EUR, announced by membership).
    expect(invoices.value).toEqual([expect.objectContaining({ attendeeId: attendee.id, centCostSum: 10500, paymentStatus: 0 })]);
    // Notification tells the member about the new invoice; the hub says whose messages to reload.
    const notice = await hub.next('UpdatePushMessages', 20_000);
    expect(notice[0]).toEqual([stored.applicationUserId]);

    const stats = await eventually(async () => {
      const r = await api.post<{ key: string; amount: number }[]>('/api/Statistics/Fill', {
        Type: StatisticsType.AttendanceCount,
        StartDate: isoDate(new Date(today.getTime() - 86_400_000)),
        EndDate: dateTill,
      });
      return r[0]?.amount === 1 ? r : undefined;
    });
    expect(stats[0]!.amount).toBe(1);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const form = new FormData();
    form.append('File', new Blob([pdf], { type: 'application/pdf' }), 'Hausordnung.pdf');
    const doc = await api.request<{ id: string; documentSize: number }>('POST', '/api/documents', form);
    expect(doc.documentSize).toBe(pdf.length);
    const download = await api.raw('GET', `/api/documents/download/${doc.id}`);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);

    return {
      tenant,
      attendeeId: attendee.id,
      attendeeAppUserId: stored.applicationUserId,
      appointmentId,
      attendanceId: attendance.id,
      waitlistedAttendanceId: waiting.id,
    };
  } finally {
    hub.close();
  }
}
