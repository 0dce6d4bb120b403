import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUp as signUpCompany, useTestService } from '@takt/kit/testing';
import { identityService } from '../src/service.ts';
import { organisationFixtures } from './organisation-fixtures.ts';

const t = useTestService(identityService);
const call = t.call;
const { person, location, department } = organisationFixtures(t);

describe('anonymous organisation endpoints', () => {
  const signUp = async (Name: string) => (await signUpCompany(call, { company: { Name } })).admin;

  it('answers only active locations and public fields of the given company', async () => {
    const a = await signUp(`Anonym A ${randomUUID()}`);
    const b = await signUp(`Anonym B ${randomUUID()}`);
    const eva = await person(a.companyId, 'Berg');
    const open = await location(a, { Name: 'Offen', Street: 'Hauptstraße', Nr: '1', Zip: '50667', City: 'Köln', ResponsibleIds: [eva] });
    const closed = await location(a, { Name: 'Zu', Active: false });
    await location(b, { Name: 'Andere Firma' });
    await department(a, { Name: 'Yoga' });

    const list = await call('GET', `/api/Locations/GetLocationsAnonymous/${a.companyId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: open,
        companyId: a.companyId,
        name: 'Offen',
        email: null,
        phone: null,
        street: 'Hauptstraße',
        nr: '1',
        zip: '50667',
        city: 'Köln',
        lat: null,
        lng: null,
        fullAddress: 'Hauptstraße 1, 50667 Köln',
        companyName: expect.stringContaining('Anonym A'),
      },
    ]);
    expect((await call('GET', `/api/Locations/GetAnonymous/${open}`)).json()).toMatchObject({ id: open, name: 'Offen' });
    expect((await call('GET', `/api/Locations/GetAnonymous/${open}`)).json().responsibleIds).toBeUndefined();
    expect((await call('GET', `/api/Locations/GetAnonymous/${closed}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/Locations/GetAnonymous/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/Locations/GetLocationsAnonymous/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/Departments/GetAllAnonymous/${a.companyId}`)).json()).toEqual([
      { id: expect.any(String), name: 'Yoga' },
    ]);
    expect((await call('GET', `/api/Departments/GetAllAnonymous/${b.companyId}`)).json()).toEqual([]);
    expect((await call('GET', `/odata/Departments/GetOdataAnonymous/${a.companyId}?$count=true`)).json()).toEqual({
      value: [{ id: expect.any(String), name: 'Yoga' }],
      '@odata.count': 1,
    });

    // The OData variant filters within the active locations of that company only.
    const odata = await call('GET', `/odata/Locations/GetOdataAnonymous/${a.companyId}?$count=true&$select=id,name`);
    expect(odata.json()).toEqual({ value: [{ id: open, name: 'Offen' }], '@odata.count': 1 });
    const none = await call(
      'GET',
      `/odata/Locations/GetOdataAnonymous/${a.companyId}?$filter=${encodeURIComponent("name eq 'Zu'")}&$count=true`,
    );
    expect(none.json()).toEqual({ value: [], '@odata.count': 0 });
    expect((await call('GET', `/api/Locations/GetLocationInfoById/${open}`)).json()).toMatchObject({
      id: open,
      fullAddress: 'Hauptstraße 1, 50667 Köln',
    });
    expect((await call('GET', `/api/Locations/GetLocationInfoById/${closed}`)).statusCode).toBe(404);
    // The membership application finds the company by one of its active locations only.
    const byLocation = (id: string) => call('GET', `/api/AttendeeRegisterFull/GetCompanyByLocationId/${id}`);
    expect((await byLocation(open)).json()).toEqual({
      id: a.companyId,
      name: expect.stringContaining('Anonym A'),
      city: null,
      countryId: 'DE',
      countryName: expect.any(String),
      hasLogo: false,
      creditorIdentifier: null,
      locationId: open,
      locationName: 'Offen',
    });
    expect((await byLocation(closed)).statusCode).toBe(404);
    expect((await byLocation(randomUUID())).statusCode).toBe(404);
    expect((await call('GET', `/api/settingss/GetByLocationId/${open}`)).json()).toMatchObject({
      companyId: a.companyId,
      color: '#4b6084',
    });
    expect((await call('GET', `/api/settingss/GetByLocationId/${closed}`)).statusCode).toBe(404);
    // The authenticated lists stay closed to anonymous callers.
    expect((await call('GET', '/api/Locations/GetAll')).statusCode).toBe(401);
  });
});
