import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@takt/kit/testing';
import { signUploadToken, type PrismaLike } from '@takt/kit';
import { ApiClient } from '../src/api-client.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';
import { useExtraGateway, useSystem } from './use-system.ts';

// Issue 8, public membership application through the gateway: anonymous calls stay within the
// company of the location, the login comes from identity, and a burst from one address is held.
const booted = useSystem('membership-application');
/** Behind a proxy on loopback (TRUSTED_PROXIES), so the test speaks from several addresses. */
const proxied = useExtraGateway(booted, { TRUSTED_PROXIES: '127.0.0.1' });

interface Studio {
  tenant: Tenant;
  locationId: string;
  typeId: string;
}
let a: Studio;
let b: Studio;

async function studio(): Promise<Studio> {
  const tenant = await createTenant(booted.system.gatewayUrl);
  const { id: locationId } = await tenant.api.post<{ id: string }>('/api/Locations', { Name: 'Mitte', Active: true });
  const { id: typeId } = await tenant.api.post<{ id: string }>('/api/references/MembershipType', { Name: 'Fitness', Cost: 3000 });
  // Membership learns the location from identity's event.
  await eventually(async () => ((await companyOf(locationId)) ? true : undefined));
  return { tenant, locationId, typeId };
}
const companyOf = (locationId: string) =>
  fetch(`${booted.system.gatewayUrl}/api/AttendeeRegisterFull/Confirmation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ LocationId: locationId, MembershipTypeIds: [randomUUID()] }),
  }).then((r) => r.status === 400);

beforeAll(async () => {
  [a, b] = [await studio(), await studio()];
}, 120_000);

const application = (s: { locationId: string; typeId: string }, over: Record<string, unknown> = {}) => ({
  LocationId: s.locationId,
  MembershipTypeIds: [s.typeId],
  InputAppUser: {
    FirstName: 'Mia',
    LastName: 'Sommer',
    Email: 'mia@example.de',
    Birthday: '1990-04-01',
    UserName: `mia.${randomUUID().slice(0, 8)}`,
  },
  PaymentMandate: { Iban: 'DE89 3704 0044 0532 0130 00', AccountHolder: 'Mia Sommer' },
  AgreedToTermsAndPrivacy: true,
  ...over,
});
const register = (body: unknown, from: string) =>
  new ApiClient(proxied.url).raw('POST', '/api/AttendeeRegisterFull/RegisterAttendee/de', body, { 'x-forwarded-for': from });

describe('public membership application through the gateway', { timeout: 120_000 }, () => {
  it('registers anonymously; identity creates the login from the attendee event, billing the mandate', async () => {
    const res = await register(application(a), '198.51.100.10');
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    const member = await a.tenant.api.get<{ applicationUserId: string; isInterested: boolean }>(`/api/Attendees/${id}`);
    expect(member.isInterested).toBe(false);
    const identity = booted.system.services.get('identity')!.db as unknown as {
      system: <T>(fn: (tx: PrismaLike & { $queryRawUnsafe: (q: string, id: string) => Promise<T> }) => Promise<T>) => Promise<T>;
    };
    const logins = () =>
      identity.system((tx) => tx.$queryRawUnsafe(`SELECT count(*)::int n FROM app_user WHERE id = $1::uuid`, member.applicationUserId));
    await eventually(async () => (((await logins()) as { n: number }[])[0]!.n === 1 ? true : undefined));
    const mandate = await eventually(async () => {
      const p = await a.tenant.api.get<{ exists: boolean; iban: string }>(`/api/PaymentData/GetPaymentMandate/${id}`);
      return p.exists ? p : undefined;
    });
    expect(mandate.iban).toBe('DE89370400440532013000');
  });

  it('cannot write into or read from another company through a location', async () => {
    const res = await register(application({ locationId: b.locationId, typeId: a.typeId }), '198.51.100.11');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field: 'membershipTypeIds.0' }] } });
    const { id } = await a.tenant.api.post<{ id: string }>(`/api/Attendees/AddInterested/${a.locationId}`, {
      FirstName: 'Ida',
      LastName: 'Neu',
    });
    const anonymous = new ApiClient(booted.system.gatewayUrl);
    expect(
      (await anonymous.raw('GET', `/api/AttendeeRegisterFull/GetAttendeeByAttendeeIdAndLocationId/${id}/${a.locationId}`)).status,
    ).toBe(200);
    expect(
      (await anonymous.raw('GET', `/api/AttendeeRegisterFull/GetAttendeeByAttendeeIdAndLocationId/${id}/${b.locationId}`)).status,
    ).toBe(404);
    expect((await register(application(b, { ExistingAttendeeId: id }), '198.51.100.12')).status).toBe(404);
    const types = await anonymous.request<{ id: string }[]>(
      'GET',
      `/api/AttendeeRegisterFull/GetMembershipTypesByCompanyId/${b.tenant.companyId}`,
    );
    expect(types.map((t) => t.id)).toEqual([b.typeId]);
  });

  it('holds a burst of applications from one address (429 rate_limited), not another address', async () => {
    const burst = '203.0.113.50';
    const statuses: number[] = [];
    // Bad bodies count too: a bot is held whether or not its applications pass.
    for (let i = 0; i < 11; i++) statuses.push((await register(application(a, { AgreedToTermsAndPrivacy: false }), burst)).status);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const held = await register(application(a), burst);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await held.json()).toMatchObject({ code: 'rate_limited' });
    expect((await register(application(a), '203.0.113.51')).status).toBe(200);
  });
});

describe("an applicant's documents through the gateway (UploadDocuments with RegisterAttendee's token)", { timeout: 120_000 }, () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const upload = (fields: Record<string, string>, file: Blob = new Blob([pdf], { type: 'application/pdf' })) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('Documents', file, 'Ausweis.pdf');
    return new ApiClient(booted.system.gatewayUrl).raw('POST', '/api/AttendeeRegisterFull/UploadDocuments/de', form);
  };
  type DocumentsDb = { system: <T>(fn: (tx: { document: { count(): Promise<number> } }) => Promise<T>) => Promise<T> };
  const stored = () => (booted.system.services.get('documents')!.db as unknown as DocumentsDb).system((tx) => tx.document.count());
  let applicant: { id: string; uploadToken: string };

  beforeAll(async () => {
    applicant = (await (await register(application(a), '198.51.100.70')).json()) as typeof applicant;
  });

  it("stores a file with a genuine token, attached to the applicant in the location's company", async () => {
    const res = await upload({ UploadToken: applicant.uploadToken });
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { id: string; parentId: string; companyId: string; documentSize: number };
    expect(doc).toMatchObject({ parentId: applicant.id, companyId: a.tenant.companyId, documentSize: pdf.length });
    expect((await a.tenant.api.raw('GET', `/api/documents/${doc.id}`)).status).toBe(200);
    expect((await b.tenant.api.raw('GET', `/api/documents/${doc.id}`)).status).toBe(404);
  });

  const secret = () => booted.env.config.INTERNAL_SECRET;
  const claims = () => ({ companyId: a.tenant.companyId, attendeeId: applicant.id, userId: randomUUID() });
  it.each([
    ['a forged token', () => ({ UploadToken: `${applicant.uploadToken.slice(0, -2)}xx` }), 403, 'upload_token_invalid'],
    [
      'a token signed with another secret',
      () => ({ UploadToken: signUploadToken('not-the-internal-secret', claims()) }),
      403,
      'upload_token_invalid',
    ],
    [
      'an expired token',
      () => ({ UploadToken: signUploadToken(secret(), claims(), Date.now() - 2 * 3_600_000) }),
      401,
      'upload_token_expired',
    ],
    ["another company's token", () => ({ UploadToken: applicant.uploadToken, CompanyId: b.tenant.companyId }), 403, 'upload_token_invalid'],
    ['no token', () => ({}), 400, 'validation_failed'],
  ])('refuses %s and stores nothing', async (_what, fields, status, code) => {
    const before = await stored();
    const res = await upload(fields());
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code });
    expect(await stored()).toBe(before);
  });

  it('refuses a program declared as a PDF (the bytes decide, decision 0054), and one above the size limit', async () => {
    const before = await stored();
    const program = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    const fake = await upload({ UploadToken: applicant.uploadToken }, new Blob([program], { type: 'application/pdf' }));
    expect(fake.status).toBe(415);
    expect(await fake.json()).toMatchObject({ code: 'unsupported_media_type' });
    const big = await upload(
      { UploadToken: applicant.uploadToken },
      new Blob([Buffer.concat([pdf, Buffer.alloc(5_300_000)])], { type: 'application/pdf' }),
    );
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await stored()).toBe(before);
  });
});
