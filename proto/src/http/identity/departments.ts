import { z } from 'zod';
import { OFFICE_ROLES, STAFF_ROLES } from '../../roles.ts';
import { Created, IdParams, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { CompanyIdParams, NON_PAGED_LIMIT } from './organisation.fields.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3 and 7: departments and the refs that link users, courses, locations and
// attendees to them.

export const DepartmentInput = z.object({
  name: z.string().trim().min(1).max(120),
  /** Replaces the department's responsibles when given. */
  responsibleIds: z.array(Uuid).max(NON_PAGED_LIMIT).optional(),
});

export const Department = z.object({
  id: Uuid,
  companyId: Uuid,
  name: z.string(),
  responsibleId: Uuid.nullable(),
  responsibleIds: z.array(Uuid),
  responsibleFullNames: z.array(z.string()),
  creatorFullName: z.string().nullable(),
  createdDate: z.string(),
});
export const PublicDepartment = z.object({ id: Uuid, name: z.string() });

export const DepartmentRefOwner = ['userId', 'courseId', 'locationId', 'attendeeId'] as const;

export const AddDepartmentRefsBody = z
  .object({
    departmentIds: z.array(Uuid).max(NON_PAGED_LIMIT),
    userId: Uuid.nullish(),
    courseId: Uuid.nullish(),
    locationId: Uuid.nullish(),
    attendeeId: Uuid.nullish(),
  })
  .refine((b) => DepartmentRefOwner.filter((k) => b[k]).length === 1, {
    message: 'exactly one of userId, courseId, locationId, attendeeId',
    path: ['userId'],
  });

export const DepartmentRef = z.object({
  id: Uuid,
  companyId: Uuid,
  departmentId: Uuid,
  name: z.string(),
  userId: Uuid.nullable(),
  courseId: Uuid.nullable(),
  locationId: Uuid.nullable(),
  attendeeId: Uuid.nullable(),
});

// Spec section 9: departments by name.
const departmentOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    name: { type: 'string' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [{ name: 'name', direction: 'asc' }],
};
const publicDepartmentOData: ODataResource = {
  fields: { id: { type: 'uuid' }, name: { type: 'string' } },
  defaultOrder: departmentOData.defaultOrder,
};

export const identityDepartmentContracts = {
  createDepartment: route({
    method: 'POST',
    path: '/api/Departments',
    service: 'identity',
    access: OFFICE_ROLES,
    permission: 'departmentsCreateDelete',
    summary: 'Create a department',
    body: DepartmentInput,
    response: Created,
  }),
  updateDepartment: route({
    method: 'PUT',
    path: '/api/Departments/:id',
    service: 'identity',
    access: OFFICE_ROLES,
    permission: 'departmentsEdit',
    summary: 'Update a department',
    params: IdParams,
    body: DepartmentInput,
    response: Department,
  }),
  deleteDepartment: route({
    method: 'DELETE',
    path: '/api/Departments/:id',
    service: 'identity',
    access: OFFICE_ROLES,
    permission: 'departmentsCreateDelete',
    summary: 'Delete a department with its refs and responsibles',
    params: IdParams,
  }),
  getDepartment: route({
    method: 'GET',
    path: '/api/Departments/:id',
    service: 'identity',
    access: STAFF_ROLES,
    summary: 'One department',
    params: IdParams,
    response: Department,
  }),
  listDepartments: route({
    method: 'GET',
    path: '/odata/Departments',
    service: 'identity',
    access: STAFF_ROLES,
    summary: 'Departments as an OData list (by name)',
    odata: departmentOData,
    response: odataList(Department),
  }),
  getAllDepartments: route({
    method: 'GET',
    path: '/api/Departments/GetAll',
    service: 'identity',
    access: 'authenticated',
    summary: 'All departments of the company (at most 250, by name)',
    response: z.array(Department),
  }),
  getOwnUserDepartments: route({
    method: 'GET',
    path: '/api/Departments/GetOwnUserDepartments',
    service: 'identity',
    access: 'authenticated',
    summary: "The caller's departments: as responsible or by a department ref; admins and managers get all",
    response: z.array(Department),
  }),
  getAllDepartmentsAnonymous: route({
    method: 'GET',
    path: '/api/Departments/GetAllAnonymous/:companyId',
    service: 'identity',
    access: 'public',
    summary: "A company's departments, names only",
    params: CompanyIdParams,
    response: z.array(PublicDepartment),
  }),
  listDepartmentsAnonymous: route({
    method: 'GET',
    path: '/odata/Departments/GetOdataAnonymous/:companyId',
    service: 'identity',
    access: 'public',
    summary: "A company's departments as an OData list, names only",
    params: CompanyIdParams,
    odata: publicDepartmentOData,
    response: odataList(PublicDepartment),
  }),

  // Department refs
  addDepartmentRefs: route({
    method: 'POST',
    path: '/api/DepartmentRefs/AddMultiple',
    service: 'identity',
    access: OFFICE_ROLES,
    summary: 'Set the departments of one user, course, location or attendee (replaces its refs)',
    body: AddDepartmentRefsBody,
    response: z.array(DepartmentRef),
  }),
  getDepartmentRefsByUser: route({
    method: 'GET',
    path: '/api/DepartmentRefs/GetByUserId/:id',
    service: 'identity',
    access: STAFF_ROLES,
    summary: 'Department refs of a user',
    params: IdParams,
    response: z.array(DepartmentRef),
  }),
  getDepartmentRefsByCourse: route({
    method: 'GET',
    path: '/api/DepartmentRefs/GetByCourseId/:id',
    service: 'identity',
    access: 'authenticated',
    summary: 'Department refs of a course',
    params: IdParams,
    response: z.array(DepartmentRef),
  }),
  getDepartmentRefsByLocation: route({
    method: 'GET',
    path: '/api/DepartmentRefs/GetByLocationId/:id',
    service: 'identity',
    access: 'authenticated',
    summary: 'Department refs of a location',
    params: IdParams,
    response: z.array(DepartmentRef),
  }),
  getDepartmentRefsByAttendee: route({
    method: 'GET',
    path: '/api/DepartmentRefs/GetByAttendeeId/:id',
    service: 'identity',
    access: STAFF_ROLES,
    summary: 'Department refs of an attendee',
    params: IdParams,
    response: z.array(DepartmentRef),
  }),
} satisfies Record<string, RouteContract>;
