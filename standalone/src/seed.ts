import { ApiClient, ApiError } from './api-client.ts';

/** One login per role, so every view of the app can be tried at once (printed by `npm start`). */
export const DEMO_LOGINS = [
  { role: 'Admin', username: 'admin', password: 'Demo#2026' },
  { role: 'Employee', username: 'mitarbeiter', password: 'Demo#2026' },
  { role: 'Trainer', username: 'trainer', password: 'Demo#2026' },
  { role: 'Member', username: 'mitglied', password: 'Demo#2026' },
] as const;

/** The staff and the member (the first demo attendee) behind the other demo logins. */
const ROLE_USERS = [
  {
    login: DEMO_LOGINS[1],
    firstName: 'Tobias',
    lastName: 'Brandt',
    email: 'tobias.brandt@studio-bewegung.de',
    authorities: 'ROLE_EMPLOYEE',
  },
  { login: DEMO_LOGINS[2], firstName: 'Sara', lastName: 'Lindner', email: 'sara.lindner@studio-bewegung.de', authorities: 'ROLE_TRAINER' },
  { login: DEMO_LOGINS[3], firstName: 'Lena', lastName: 'Schmidt', email: 'mitglied@studio-bewegung.de', authorities: 'ROLE_ATTENDEE' },
] as const;
export const DEMO_COMPANY = 'Studio Bewegung Berlin';

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Seeds a demo company through the public API only (never into another service's tables). */
export async function seedDemo(baseUrl: string, log: (line: string) => void = () => undefined): Promise<boolean> {
  const api = new ApiClient(baseUrl);
  const admin = DEMO_LOGINS[0];
  try {
    await api.login(admin.username, admin.password);
    return false; // seeded on an earlier start
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401) throw err;
  }
  log('Seeding demo data ...');
  await api.post('/api/Company', {
    company: {
      name: DEMO_COMPANY,
      email: 'kontakt@studio-bewegung.de',
      countryId: 'DE',
      city: 'Berlin',
      street: 'Torstraße 12',
      postcode: '10119',
    },
    admin: {
      firstName: 'Miriam',
      lastName: 'Vogel',
      email: 'miriam.vogel@studio-bewegung.de',
      userName: admin.username,
      password: admin.password,
    },
    agreedToTermsAndPrivacy: true,
  });
  await api.login(admin.username, admin.password);
  const location = await api.post<{ id: string }>('/api/Locations', {
    name: 'Studio Mitte',
    street: 'Torstraße 12',
    zip: '10119',
    city: 'Berlin',
    lat: 52.529,
    lng: 13.401,
  });
  await api.post('/api/Locations', { name: 'Studio Kreuzberg', street: 'Oranienstraße 5', zip: '10997', city: 'Berlin' });
  const abo = await api.post<{ id: string }>('/api/references/MembershipType', { name: 'Monatsabo Yoga', cost: 4900 });
  const today = new Date();
  const inWeeks = (w: number) => isoDate(new Date(today.getTime() + w * 7 * 86_400_000));
  const members = [
    { firstName: 'Lena', lastName: 'Schmidt', email: 'lena.schmidt@example.de', userName: 'lena.schmidt', membership: true },
    { firstName: 'Jonas', lastName: 'Becker', email: 'jonas.becker@example.de', userName: 'jonas.becker', membership: true },
    { firstName: 'Aylin', lastName: 'Öztürk', email: 'aylin.oeztuerk@example.de', userName: 'aylin.oeztuerk', membership: false },
  ];
  const attendeeIds: string[] = [];
  for (const m of members) {
    const { id } = await api.post<{ id: string }>('/api/Attendees', {
      firstName: m.firstName,
      lastName: m.lastName,
      email: m.email,
      userName: m.userName,
      mainLocationId: location.id,
      membershipTypes: m.membership ? [{ membershipTypeId: abo.id, fromDate: inWeeks(-8) }] : [],
    });
    attendeeIds.push(id);
  }
  for (const u of ROLE_USERS) {
    const member = u.authorities === 'ROLE_ATTENDEE';
    // Only staff is created with a password; the member login starts as one and becomes an
    // attendee (linked to the first demo member), so it can sign in at once.
    const { id } = await api.post<{ id: string }>('/api/Employees/de', {
      firstName: u.firstName,
      lastName: u.lastName,
      email: u.email,
      userName: u.login.username,
      password: u.login.password,
      authorities: member ? 'ROLE_TRAINER' : u.authorities,
      attendeeId: member ? attendeeIds[0] : undefined,
    });
    if (member) await api.request('PUT', '/api/Employees/UpdateAuthorities', { applicationUserId: id, authorities: u.authorities });
  }
  const courses = [
    { name: 'Hatha Yoga', maxAttendees: 12, centCost: 1500, color: '#7FB77E', days: '1,3', timeFrom: '18:00', timeTill: '19:30' },
    { name: 'Rückenfit', maxAttendees: 2, centCost: 1200, color: '#E8A87C', days: '2', timeFrom: '09:00', timeTill: '10:00' },
    { name: 'Zumba', maxAttendees: 20, centCost: 1000, color: '#C38D9E', days: '5', timeFrom: '19:00', timeTill: '20:00' },
  ];
  const firstAppointments: string[] = [];
  for (const c of courses) {
    const course = await api.post<{ id: string }>('/api/Courses', {
      name: c.name,
      maxAttendees: c.maxAttendees,
      centCost: c.centCost,
      color: c.color,
      locationId: location.id,
    });
    const dt = await api.post<{ id: string }>('/api/DateTimes', {
      courseId: course.id,
      dateFrom: isoDate(today),
      dateTill: inWeeks(8),
      period: 2,
      periodValues: c.days,
      timeFrom: c.timeFrom,
      timeTill: c.timeTill,
    });
    await api.post('/api/Appointments/AddByDateTimeId', { dateTimeId: dt.id });
    // Booking closes at the start: the first appointment after today, never one already begun.
    const filter = encodeURIComponent(`courseId eq ${course.id} and date gt ${isoDate(today)}`);
    const list = await api.get<{ value: { id: string }[] }>(`/odata/Appointments?$filter=${filter}&$top=1`);
    if (list.value[0]) firstAppointments.push(list.value[0].id);
  }
  // A full Rückenfit class with one person waiting shows the waiting list.
  const [hatha, ruecken] = firstAppointments;
  const book = (attendeeId: string, appointmentId: string) => bookWhenKnown(api, attendeeId, appointmentId);
  if (hatha) for (const a of attendeeIds.slice(0, 2)) await book(a, hatha);
  if (ruecken) for (const a of attendeeIds) await book(a, ruecken);
  // SEPA: the studio's account and creditor id, and mandates for the first two members (the third
  // pays nothing by direct debit yet, so the direct-debit preview shows why she is left out).
  await api.request('PUT', '/api/Company', {
    name: DEMO_COMPANY,
    email: 'kontakt@studio-bewegung.de',
    countryId: 'DE',
    city: 'Berlin',
    street: 'Torstraße 12',
    postcode: '10119',
    iban: 'DE02 1203 0000 0000 2020 51',
    creditorIdentifier: 'DE98ZZZ09999999999',
  });
  for (const [i, attendeeId] of attendeeIds.slice(0, 2).entries()) {
    const m = members[i]!;
    await whenKnown(() =>
      api.post('/api/PaymentData/UpdatePaymentMandate', {
        attendeeId,
        type: 0,
        iban: i === 0 ? 'DE89 3704 0044 0532 0130 00' : 'DE12 5001 0517 0648 4898 90',
        accountHolder: `${m.firstName} ${m.lastName}`,
        mandateDate: inWeeks(-8),
      }),
    );
  }
  log('Demo data ready.');
  return true;
}

/**
 * Booking learns appointments and attendees from events, a moment after they were created:
 * a 404 right after creation means "not arrived yet", so the seed waits (bounded) and tries again.
 */
async function bookWhenKnown(api: ApiClient, attendeeId: string, appointmentId: string): Promise<void> {
  await whenKnown(() => api.post('/api/Attendances', { attendeeId, appointmentId }));
}

/** Retries a call that answers 404 until the service's read model has the entity (bounded). */
async function whenKnown(call: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await call();
      return;
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 404 || attempt >= 50) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
