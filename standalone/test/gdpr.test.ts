import { describe, expect, it } from 'vitest';
import { eventually } from '@takt/kit/testing';
import type { PrismaLike } from '@takt/kit';
import type { ServiceName } from '@takt/proto';
import { useSystem } from './use-system.ts';
import { createTenant } from './skeleton-flow.ts';

// Issue 8, GDPR (decision 0037): a member's data is exported from every service that holds it,
// then the member is erased and is gone from every service; their invoice stays, anonymised.
const booted = useSystem('gdpr');
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Rows that still name the person, per service, read past the API (system work, every tenant). */
async function traces(attendeeId: string, userId: string): Promise<Record<string, number>> {
  const sql = async (service: ServiceName, query: string) => {
    const db = booted.system.services.get(service)!.db as unknown as {
      system: <T>(fn: (tx: PrismaLike & Json) => Promise<T>) => Promise<T>;
    };
    const rows = await db.system((tx) => tx.$queryRawUnsafe(query, attendeeId, userId) as Promise<{ n: number | bigint }[]>);
    return Number(rows[0]!.n);
  };
  return {
    membership: await sql(
      'membership',
      `SELECT count(*)::int n FROM attendee WHERE (id = $1::uuid AND first_name <> 'Anonymisiert') OR application_user_id = $2::uuid`,
    ),
    identity: await sql('identity', `SELECT count(*)::int n FROM app_user WHERE attendee_id = $1::uuid OR id = $2::uuid`),
    booking: await sql(
      'booking',
      `SELECT (SELECT count(*) FROM attendance WHERE attendee_id = $1::uuid) + (SELECT count(*) FROM attendee_view WHERE id = $1::uuid OR application_user_id = $2::uuid) + (SELECT count(*) FROM presence WHERE application_user_id = $2::uuid)::int n`,
    ),
    scheduling: await sql(
      'scheduling',
      `SELECT (SELECT count(*) FROM appointment_participant WHERE application_user_id = $2::uuid) + (SELECT count(*) FROM appointment_message WHERE author_user_id = $2::uuid OR recipient_user_id = $2::uuid) + (SELECT count(*) FROM member_name_view WHERE id = $2::uuid AND $1::uuid IS NOT NULL)::int n`,
    ),
    billing: await sql(
      'billing',
      `SELECT (SELECT count(*) FROM payment_data WHERE attendee_id = $1::uuid) + (SELECT count(*) FROM invoice WHERE attendee_id = $1::uuid AND (attendee_full_name <> 'Anonymisiert' OR attendee_app_user_id = $2::uuid))::int n`,
    ),
    notification: await sql(
      'notification',
      `SELECT count(*)::int n FROM web_push_message WHERE user_id = $2::uuid AND $1::uuid IS NOT NULL`,
    ),
    documents: await sql('documents', `SELECT count(*)::int n FROM document WHERE parent_id = $1::uuid OR created_by_user_id = $2::uuid`),
    statistics: await sql(
      'statistics',
      `SELECT count(*)::int n FROM attendance_fact WHERE attendee_id = $1::uuid AND $2::uuid IS NOT NULL`,
    ),
  };
}

describe('GDPR export and erasure across the services', { timeout: 120_000 }, () => {
  it('exports every service part, erases the member everywhere, keeps the invoice anonymised', async () => {
    const { api } = await createTenant(booted.system.gatewayUrl);
    const member = await api.post<{ id: string }>('/api/Attendees', {
      FirstName: 'Greta',
      LastName: 'Sommer',
      Email: 'greta.sommer@example.de',
      UserName: `greta.${Date.now().toString(36)}`,
    });
    const { applicationUserId: userId } = await api.get<{ applicationUserId: string }>(`/api/Attendees/${member.id}`);

    // Data in every service: a booking (booking, scheduling's chat access, statistics), a chat
    // message to the member, payment data and an invoice (billing, the bell). Documents holds a
    // member's files only when their login uploaded them, which members cannot yet: it answers none.
    const day = isoDate(new Date(Date.now() + 7 * 86_400_000));
    const course = await api.post<{ id: string }>('/api/Courses', { Name: 'Salsa', MaxAttendees: 5 });
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
    await eventually(() => api.post('/api/Attendances', { AttendeeId: member.id, AppointmentId: appointment!.id }), 15_000, 'booking');
    await eventually(
      () =>
        api.post('/api/AppointmentMessages', {
          AppointmentId: appointment!.id,
          Text: 'Bitte Schuhe mitbringen',
          RecipientApplicationUserId: userId,
        }),
      15_000,
      'chat',
    );
    await eventually(
      () =>
        api.post('/api/PaymentData/UpdatePaymentMandate', {
          AttendeeId: member.id,
          Type: 0,
          Iban: 'DE89370400440532013000',
          AccountHolder: 'Greta Sommer',
          MandateDate: '2026-01-15',
        }),
      15_000,
      'payment data',
    );
    const { invoiceId } = await api.post<{ invoiceId: string }>('/api/invoicePositions/AddByCosts', {
      AttendeeId: member.id,
      CustomCostEntries: [{ Description: 'Workshop', CentCost: 4500 }],
      SingleInvoice: true,
    });
    const before = await eventually(
      async () => {
        const t = await traces(member.id, userId);
        return Object.entries(t).every(([service, n]) => service === 'documents' || n > 0) ? t : undefined;
      },
      20_000,
      'data in every service',
    );
    expect(Object.keys(before)).toHaveLength(8);

    const { exportId } = await api.post<{ exportId: string }>(`/api/Attendees/${member.id}/DataExport`);
    const done = await eventually(
      async () => {
        const e = await api.get<{ complete: boolean; data: Json }>(`/api/Attendees/DataExports/${exportId}`);
        return e.complete ? e : undefined;
      },
      30_000,
      'every service answered',
    );
    const data = done.data;
    expect(data.membership.attendee).toMatchObject({ firstName: 'Greta', lastName: 'Sommer', email: 'greta.sommer@example.de' });
    expect(data.identity.user).toMatchObject({ id: userId, email: 'greta.sommer@example.de' });
    expect(data.booking.attendances).toEqual([expect.objectContaining({ appointmentId: appointment!.id })]);
    expect(data.scheduling.participations).toHaveLength(1);
    expect(data.scheduling.messages).toEqual([expect.objectContaining({ text: 'Bitte Schuhe mitbringen' })]);
    expect(data.billing.paymentData).toMatchObject({ iban: 'DE89370400440532013000', accountHolder: 'Greta Sommer' });
    expect(data.billing.invoices).toEqual([expect.objectContaining({ id: invoiceId, attendeeFullName: 'Sommer, Greta' })]);
    expect(data.notification.messages.length).toBeGreaterThan(0);
    expect(data.documents).toEqual({ documents: [] });
    expect(data.statistics.attendances).toHaveLength(1);

    await api.post(`/api/Attendees/${member.id}/Erase`);
    const gone = Object.fromEntries(Object.keys(before).map((service) => [service, 0]));
    // Until every service has handled the erasure; then the diff names a service that kept a trace.
    const after = await eventually(
      async () => {
        const t = await traces(member.id, userId);
        return Object.values(t).every((n) => n === 0) ? t : undefined;
      },
      30_000,
      'the person gone from every service',
    ).catch(() => traces(member.id, userId));
    expect(after).toEqual(gone);

    await expect(api.get(`/api/Attendees/${member.id}`)).rejects.toMatchObject({ status: 404 });
    await expect(api.post(`/api/Attendees/${member.id}/DataExport`)).rejects.toMatchObject({ status: 404 });
    // The invoice stays for its retention, open, with the name replaced; the booking still counts.
    expect(await api.get(`/api/invoices/${invoiceId}`)).toMatchObject({
      attendeeFullName: 'Anonymisiert',
      paymentStatus: 0,
      centCostSum: 4500,
    });
    expect(await api.get(`/api/Appointments/${appointment!.id}`)).toMatchObject({ countOfAttendancesForTheDate: 1 });
    // Both steps are in the audit trail, without the person's data.
    const log = await eventually(
      async () => {
        const l = await api.get<{ action: string }[]>(`/api/EventLog/GetLog/Attendee/${member.id}`);
        return l.length === 2 ? l : undefined;
      },
      15_000,
      'audit trail',
    );
    expect(log.map((e) => e.action).sort()).toEqual(['data_exported', 'erased']);
    expect(JSON.stringify(log)).not.toMatch(/Greta|Sommer/);
  });
});
