import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '@takt/gateway';
import { bookingService } from '@takt/booking';
import { connectInfrastructure, createLogger, startService, type Infrastructure, type PrismaLike, type RunningService } from '@takt/kit';
import { eventually } from '@takt/kit/testing';
import { AttendanceStatus, type ServiceName } from '@takt/proto';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { ApiClient } from '../src/api-client.ts';
import { connectHub, type HubClient } from './hub-client.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';
import { useSystem } from './use-system.ts';

// Issue 13 item 5, scale-out shown: a second booking and a second gateway, each with its own
// broker and cache connections, on the same databases and NATS as the first ones. Gateway B sends
// bookings to booking B; gateway A to booking A.
const booted = useSystem('replicas');
const replica = {} as { infra: Infrastructure[]; booking: RunningService<PrismaLike>; gateway: Gateway; url: string };
const MEMBERS = 40;
const PLACES = 12;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  const own = (name: string) => connectInfrastructure(name, booted.env.env);
  replica.infra = [await own('booking-b'), await own('gateway-b')];
  replica.booking = (await startService(bookingService, replica.infra[0]!, { port: 0, host: '127.0.0.1' })) as RunningService<PrismaLike>;
  const services = Object.fromEntries([...booted.system.services].map(([name, s]) => [name, s.url])) as Record<ServiceName, string>;
  replica.gateway = await createGateway({
    ...replica.infra[1]!,
    log: createLogger('gateway-b', 'error'),
    services: { ...services, booking: replica.booking.url },
  });
  replica.url = await replica.gateway.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await replica.gateway?.hub.stop();
  await replica.gateway?.app.close();
  await replica.booking?.close();
  for (const infra of replica.infra ?? []) {
    await infra.bus.close();
    await infra.cache.close();
  }
});

/** The handled count of `subject` in one booking replica's metrics. */
async function handled(bookingUrl: string, subject: string): Promise<number> {
  const families = parsePrometheusTextFormat(await (await fetch(`${bookingUrl}/metrics`)).text());
  const events = families.find((f) => f.name === 'takt_events_total')?.metrics ?? [];
  return events.filter((m) => m.labels.subject === subject && m.labels.outcome === 'handled').reduce((n, m) => n + Number(m.value), 0);
}

async function rushAppointment(tenant: Tenant): Promise<string> {
  const { api } = tenant;
  const course = await api.post<{ id: string }>('/api/Courses', { name: 'Ansturm', maxAttendees: PLACES });
  const day = isoDate(new Date(Date.now() + 3 * 86_400_000));
  const dateTime = await api.post<{ id: string }>('/api/DateTimes', {
    courseId: course.id,
    dateFrom: day,
    dateTill: day,
    period: 1,
    timeFrom: '18:00',
    timeTill: '19:00',
  });
  await api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: dateTime.id });
  const list = await api.get<{ value: { id: string }[] }>(`/odata/Appointments?$filter=${encodeURIComponent(`courseId eq ${course.id}`)}`);
  return list.value[0]!.id;
}

describe('two replicas of booking and of the gateway', () => {
  it('never overbook a rush through both gateways, handle each event once and reach hub clients on either', async () => {
    const tenant = await createTenant(booted.system.gatewayUrl);
    const viaB = new ApiClient(replica.url).as(tenant.api.token!);
    const hubs: HubClient[] = [
      await connectHub(booted.system.gatewayUrl, tenant.api.token!),
      await connectHub(replica.url, tenant.api.token!),
    ];
    try {
      for (const hub of hubs) await hub.invoke('JoinUserGroupCompany', tenant.companyId);
      const appointmentId = await rushAppointment(tenant);
      const members: string[] = [];
      for (let i = 0; i < MEMBERS; i++)
        members.push((await tenant.api.post<{ id: string }>('/api/Attendees', { firstName: 'Mitglied', lastName: `Nr ${i + 1}` })).id);
      const subject = 'membership.attendee.created';
      // Both replicas pull from one durable consumer: together they handle every attendee once.
      await eventually(
        async () =>
          (await handled(booted.system.services.get('booking')!.url, subject)) + (await handled(replica.booking.url, subject)) >= MEMBERS
            ? true
            : undefined,
        20_000,
        'both booking replicas to learn the members',
      );
      // The appointment's own event reached both read models' database (one database, one row).
      const clients = [tenant.api, viaB];
      await eventually(() => viaB.get(`/api/Attendances/Seats/${appointmentId}`).catch(() => undefined), 15_000, 'appointment in booking');

      const answers = await Promise.all(
        members.map((attendeeId, i) =>
          clients[i % 2]!.post<{ status: number; attendeeOnWaitingListNumber: number | null }>('/api/Attendances', {
            attendeeId,
            appointmentId,
          }),
        ),
      );
      const confirmed = answers.filter((a) => a.status === AttendanceStatus.Confirmed);
      const waiting = answers.filter((a) => a.status === AttendanceStatus.OnWaitingList);
      expect(confirmed).toHaveLength(PLACES);
      expect(waiting).toHaveLength(MEMBERS - PLACES);
      expect(waiting.map((w) => w.attendeeOnWaitingListNumber).sort((a, b) => a! - b!)).toEqual(
        Array.from({ length: MEMBERS - PLACES }, (_, i) => i + 1),
      );
      const handledTotal =
        (await handled(booted.system.services.get('booking')!.url, subject)) + (await handled(replica.booking.url, subject));
      expect(handledTotal).toBe(MEMBERS);
      // Seat notices go out through NATS to every gateway: clients on A and on B hear them.
      for (const hub of hubs) expect((await hub.next('UpdateAppointmentSeats', 15_000))[0]).toContain(appointmentId);
    } finally {
      for (const hub of hubs) hub.close();
    }
  });
});
