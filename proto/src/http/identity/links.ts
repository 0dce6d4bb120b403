import { z } from 'zod';
import { OFFICE_ROLES, STAFF_ROLES } from '../../roles.ts';
import { IdParams, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { locationsAccess as locations, NON_PAGED_LIMIT } from './organisation.fields.ts';
import type { ODataResource } from '../../odata.ts';

// Spec section 7: which employees work at a location, and who is responsible for a location or
// a department.

export const AddLocationEmployeesBody = z
  .object({
    locationEmployees: z
      .array(z.object({ locationId: Uuid.nullish(), employeeId: Uuid.nullish() }))
      .min(1)
      .max(NON_PAGED_LIMIT),
    forLocationId: Uuid.nullish(),
    forEmployeeId: Uuid.nullish(),
  })
  .superRefine((b, ctx) => {
    if (!!b.forLocationId === !!b.forEmployeeId) {
      ctx.addIssue({ code: 'custom', path: ['forLocationId'], message: 'exactly one of forLocationId, forEmployeeId' });
      return;
    }
    const other = b.forLocationId ? 'employeeId' : 'locationId';
    b.locationEmployees.forEach((e, i) => {
      if (!e[other]) ctx.addIssue({ code: 'custom', path: ['locationEmployees', i, other], message: 'required' });
    });
  });

export const LocationEmployee = z.object({
  id: Uuid,
  companyId: Uuid,
  locationId: Uuid,
  employeeId: Uuid,
  creatorId: Uuid.nullable(),
  createdDate: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  authorities: z.array(z.string()),
  active: z.boolean(),
});

export const Responsible = z.object({
  id: Uuid,
  companyId: Uuid,
  departmentId: Uuid.optional(),
  locationId: Uuid.optional(),
  responsibleId: Uuid,
  responsibleFullName: z.string(),
});
export const AddDepartmentResponsiblesBody = z.object({ departmentId: Uuid, responsibleIds: z.array(Uuid).max(NON_PAGED_LIMIT) });
export const AddLocationResponsiblesBody = z.object({ locationId: Uuid, responsibleIds: z.array(Uuid).max(NON_PAGED_LIMIT) });

const responsibleOData = (parent: 'departmentId' | 'locationId'): ODataResource => ({
  fields: { id: { type: 'uuid' }, [parent]: { type: 'uuid' }, responsibleId: { type: 'uuid' } },
  defaultOrder: [{ name: 'id', direction: 'asc' }],
});

export const identityLinkContracts = {
  addLocationEmployees: route({
    method: 'POST',
    path: '/api/LocationEmployees/AddMultiple',
    service: 'identity',
    access: locations,
    permission: 'locationsEdit',
    summary: 'Add employees to a location or locations to an employee (an employee cannot be added twice: 409)',
    body: AddLocationEmployeesBody,
    response: z.array(LocationEmployee),
  }),
  getLocationEmployeesByLocation: route({
    method: 'GET',
    path: '/api/LocationEmployees/GetByLocationId/:id',
    service: 'identity',
    access: locations,
    summary: 'Employees of a location',
    params: IdParams,
    response: z.array(LocationEmployee),
  }),
  getLocationEmployeesByEmployee: route({
    method: 'GET',
    path: '/api/LocationEmployees/GetByEmployeeId/:id',
    service: 'identity',
    access: locations,
    summary: 'Locations of an employee',
    params: IdParams,
    response: z.array(LocationEmployee),
  }),
  deleteLocationEmployee: route({
    method: 'DELETE',
    path: '/api/LocationEmployees/:id',
    service: 'identity',
    access: locations,
    permission: 'locationsEdit',
    summary: 'Remove an employee from a location',
    params: IdParams,
  }),

  // Responsibles
  addDepartmentResponsibles: route({
    method: 'POST',
    path: '/api/DepartmentResponsibles/AddMultiple',
    service: 'identity',
    access: OFFICE_ROLES,
    permission: 'departmentsEdit',
    summary: "Set a department's responsibles (replaces them)",
    body: AddDepartmentResponsiblesBody,
    response: z.array(Responsible),
  }),
  listDepartmentResponsibles: route({
    method: 'GET',
    path: '/odata/DepartmentResponsibles',
    service: 'identity',
    access: STAFF_ROLES,
    summary: 'Department responsibles as an OData list (filter by departmentId or responsibleId)',
    odata: responsibleOData('departmentId'),
    response: odataList(Responsible),
  }),
  addLocationResponsibles: route({
    method: 'POST',
    path: '/api/LocationResponsibles/AddMultiple',
    service: 'identity',
    access: locations,
    permission: 'locationsEdit',
    summary: "Set a location's responsibles (replaces them)",
    body: AddLocationResponsiblesBody,
    response: z.array(Responsible),
  }),
  listLocationResponsibles: route({
    method: 'GET',
    path: '/odata/LocationResponsibles',
    service: 'identity',
    access: STAFF_ROLES,
    summary: 'Location responsibles as an OData list (filter by locationId or responsibleId)',
    odata: responsibleOData('locationId'),
    response: odataList(Responsible),
  }),
} satisfies Record<string, RouteContract>;
