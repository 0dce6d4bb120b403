import { beforeAll, describe, expect, it } from 'vitest';
import { useSystem } from './use-system.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';

// Through the gateway, with the real outbox and bus between the services: an id another service
// owns is accepted only when it belongs to the caller's company (decision 0023).
const booted = useSystem('foreign-references');
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  [a, b] = [await createTenant(booted.system.gatewayUrl), await createTenant(booted.system.gatewayUrl)];
}, 120_000);

const status = async (tenant: Tenant, path: string, body: unknown) => {
  const res = await tenant.api.raw('POST', path, body);
  return { status: res.status, body: (await res.json()) as { code?: string; id?: string; details?: { fields?: { field: string }[] } } };
};

describe('references to other services through the gateway', () => {
  it("refuses another company's location and course, and accepts the company's own right after creating them", async () => {
    const foreignLocation = await a.api.post<{ id: string }>('/api/Locations', { Name: 'Saal A', City: 'Köln' });
    const foreignCourse = await a.api.post<{ id: string }>('/api/Courses', {
      Name: 'Salsa',
      MaxAttendees: 8,
      LocationId: foreignLocation.id,
    });

    const course = await status(b, '/api/Courses', { Name: 'Tango', MaxAttendees: 8, LocationId: foreignLocation.id });
    expect(course).toMatchObject({ status: 400, body: { code: 'validation_failed', details: { fields: [{ field: 'locationId' }] } } });
    const attendee = await status(b, '/api/Attendees', { FirstName: 'Jan', LastName: 'Fremd', MainLocationId: foreignLocation.id });
    expect(attendee).toMatchObject({ status: 400, body: { details: { fields: [{ field: 'mainLocationId' }] } } });
    const department = await b.api.post<{ id: string }>('/api/Departments', { Name: 'Tanz' });
    const ref = await status(b, '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [department.id], CourseId: foreignCourse.id });
    expect(ref).toMatchObject({ status: 404, body: { code: 'not_found' } });

    // Created a moment ago, announced through the outbox and the bus: accepted without a retry.
    const own = await b.api.post<{ id: string }>('/api/Locations', { Name: 'Saal B', City: 'Bonn' });
    const ownCourse = await status(b, '/api/Courses', { Name: 'Tango', MaxAttendees: 8, LocationId: own.id });
    expect(ownCourse.status).toBe(200);
    expect((await status(b, '/api/Attendees', { FirstName: 'Jan', LastName: 'Eigen', MainLocationId: own.id })).status).toBe(200);
    const ownRef = await status(b, '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [department.id], CourseId: ownCourse.body.id });
    expect(ownRef.status).toBe(200);
    expect(await b.api.get(`/api/DepartmentRefs/GetByCourseId/${foreignCourse.id}`)).toEqual([]);
  });
});
