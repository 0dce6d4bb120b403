import { z } from 'zod';
import { TerminationDateOption } from '../enums.ts';
import { MANAGEMENT_ROLES, OFFICE_ROLES, STAFF_ROLES } from '../roles.ts';
import { screenRoles } from '../screens.ts';
import { Created, IdParams, LocalTime, odataList, Uuid } from './common.ts';
import { route, type RouteContract } from './contract.ts';

// Spec sections 3 and 7: company, countries, locations, departments and their links, opening
// hours and company settings. Lists without paging answer at most 250 rows (section 9).

export const NON_PAGED_LIMIT = 250;

const text = (max: number) => z.string().trim().max(max).nullish();
/** Spec section 5: digits, parentheses, plus, minus and slash (spaces allowed between groups). */
const Phone = z
  .string()
  .trim()
  .max(40)
  .regex(/^[\d()+\-/ ]*$/, 'digits, parentheses, plus, minus and slash only')
  .nullish();
const OptionalEmail = z.preprocess((v) => (v === '' ? null : v), z.email().nullish());
const CompanyIdParams = z.object({ companyId: Uuid });

// ---- Company ----

export const CompanyData = z.object({
  name: z.string().trim().min(2).max(120),
  email: z.email(),
  emailAccounting: OptionalEmail,
  supportEmail: OptionalEmail,
  countryId: z.string().trim().length(2).toUpperCase(),
  city: text(120),
  street: text(200),
  postcode: text(20),
  phone: Phone,
  web: z.preprocess((v) => (v === '' ? null : v), z.url().max(300).nullish()),
  inactivityMinutes: z.number().int().min(1).max(1440).nullish(),
  localCourt: text(120),
  managingDirector: text(200),
  registeredOffice: text(200),
  sector: text(120),
  iban: text(34),
  creditorIdentifier: text(35),
});
export type CompanyData = z.infer<typeof CompanyData>;

export const Company = CompanyData.extend({
  id: Uuid,
  countryName: z.string(),
  createdDate: z.string(),
  trialBeginDate: z.string().nullable(),
  /** Spec section 4: days left rounded up, never negative, -1 without a begin date. */
  trialDaysLeft: z.number().int(),
  trialEndingSoon: z.boolean(),
  trialExpired: z.boolean(),
});

/** What anyone may read about a company (public pages, registration). */
export const PublicCompany = z.object({
  id: Uuid,
  name: z.string(),
  city: z.string().nullable(),
  countryId: z.string(),
  countryName: z.string(),
  hasLogo: z.boolean(),
});

export const ValidateCompanyNameBody = z.object({ name: z.string().trim().min(1).max(120), id: Uuid.nullish() });
export const ValidationResult = z.object({ valid: z.boolean() });

export const Country = z.object({ id: z.string(), name: z.string(), nameDe: z.string(), nameEn: z.string() });

// ---- Locations ----

const LocationFields = z.object({
  name: z.string().trim().min(1).max(120),
  email: OptionalEmail,
  phone: Phone,
  street: text(200),
  nr: text(20),
  zip: text(20),
  city: text(120),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  active: z.boolean().default(true),
  isQrCodesCreated: z.boolean().optional(),
  /** Replaces the location's responsibles when given. */
  responsibleIds: z.array(Uuid).max(NON_PAGED_LIMIT).optional(),
});

export const LocationInput = LocationFields.superRefine((l, ctx) => {
  if ((l.lat === null || l.lat === undefined) !== (l.lng === null || l.lng === undefined)) {
    ctx.addIssue({ code: 'custom', path: [l.lat === null || l.lat === undefined ? 'lat' : 'lng'], message: 'lat and lng go together' });
  }
});
export type LocationInput = z.infer<typeof LocationInput>;

export const Location = z.object({
  id: Uuid,
  companyId: Uuid,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  nr: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  active: z.boolean(),
  isQrCodesCreated: z.boolean(),
  fullAddress: z.string(),
  responsibleIds: z.array(Uuid),
  responsibleFullNames: z.array(z.string()),
  departmentNames: z.array(z.string()),
  createdDate: z.string(),
  currentUtcDateTime: z.string(),
});

/** A location as anonymous pages see it: address and contact, no staff. */
export const PublicLocation = z.object({
  id: Uuid,
  companyId: Uuid,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  street: z.string().nullable(),
  nr: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  fullAddress: z.string(),
  companyName: z.string(),
});

export const LocationInUse = z.object({ inUse: z.boolean(), locationEmployees: z.number().int(), responsibles: z.number().int() });

// ---- Departments ----

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

// ---- Location employees and responsibles ----

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

// ---- Opening hours ----

const WeekDay = z.number().int().min(0).max(6);
export const OpeningHoursEntry = z.object({
  /** 0 Sunday … 6 Saturday; Monday when left out. */
  fromWeekDay: WeekDay.default(1),
  tillWeekDay: WeekDay.nullish(),
  closed: z.boolean().default(false),
  fromTime: LocalTime.nullish(),
  tillTime: LocalTime.nullish(),
});
export const AddOpeningHoursBody = z.object({ locationId: Uuid, openingHours: z.array(OpeningHoursEntry).max(50) });
export const OpeningHours = z.object({
  id: Uuid,
  locationId: Uuid,
  fromWeekDay: WeekDay,
  tillWeekDay: WeekDay.nullable(),
  closed: z.boolean(),
  fromTime: z.string().nullable(),
  tillTime: z.string().nullable(),
  /** The rendered line, e.g. "Mo–Fr 09:00–18:00" or "So geschlossen". */
  textDe: z.string(),
  textEn: z.string(),
});

// ---- Company settings ----

export const CompanySettingsInput = z
  .object({
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected #rrggbb'),
    appointmentBookingInAdvanceDays: z.number().int().min(0).max(3650),
    membershipSubscriptionTerminationDate: z.enum(TerminationDateOption),
    membershipSubscriptionTerminationInAdvanceWeeks: z.number().int().min(0).max(104),
    halfYearlyPaymentIntervalStartMonth: z.number().int().min(1).max(12),
    allowMonthlyPaymentInterval: z.boolean(),
    allowQuarterlyPaymentInterval: z.boolean(),
    allowHalfYearlyPaymentInterval: z.boolean(),
    allowYearlyPaymentInterval: z.boolean(),
    showCheckinNotePopup: z.boolean(),
    showCheckinInvalidMembershipPopup: z.boolean(),
  })
  .partial();

export const CompanySettings = z.object({
  /** Null while the company still runs on the defaults. */
  id: Uuid.nullable(),
  companyId: Uuid,
  color: z.string(),
  appointmentBookingInAdvanceDays: z.number().int(),
  membershipSubscriptionTerminationDate: z.enum(TerminationDateOption),
  membershipSubscriptionTerminationInAdvanceWeeks: z.number().int(),
  halfYearlyPaymentIntervalStartMonth: z.number().int(),
  allowMonthlyPaymentInterval: z.boolean(),
  allowQuarterlyPaymentInterval: z.boolean(),
  allowHalfYearlyPaymentInterval: z.boolean(),
  allowYearlyPaymentInterval: z.boolean(),
  showCheckinNotePopup: z.boolean(),
  showCheckinInvalidMembershipPopup: z.boolean(),
  hasLogo: z.boolean(),
});

/** The logo as base64 in JSON (the services take no multipart yet); null removes it. */
export const UpdateLogoBody = z.object({
  contentType: z.string().max(60).nullish(),
  data: z.base64().max(720_000).nullable(),
});

const locations = screenRoles('/locations');

export const identityOrganisationRoutes = {
  // Company
  getOwnCompany: route({
    method: 'GET',
    path: '/api/Company/Get',
    service: 'identity',
    access: screenRoles('/my-company'),
    permission: 'myCompanyViewEdit',
    summary: "The caller's company with its derived trial values",
    response: Company,
  }),
  // The product has no cross-tenant super admin: GetAll answers the caller's own company only.
  getAllCompanies: route({
    method: 'GET',
    path: '/api/Company/GetAll',
    service: 'identity',
    access: screenRoles('/my-company'),
    permission: 'myCompanyViewEdit',
    summary: 'The companies the caller may see: their own, as a one-element list (no cross-tenant admin)',
    response: z.array(Company),
  }),
  getPublicCompany: route({
    method: 'GET',
    path: '/api/Company/GetById/:id',
    service: 'identity',
    access: 'public',
    summary: 'Public data of a company',
    params: IdParams,
    response: PublicCompany,
  }),
  getCompanyName: route({
    method: 'GET',
    path: '/api/Company/GetNamebyId/:id',
    service: 'identity',
    access: 'public',
    summary: 'The name of a company',
    params: IdParams,
    response: z.object({ id: Uuid, name: z.string() }),
  }),
  getCompanyCountry: route({
    method: 'GET',
    path: '/api/Company/GetCompanyCountry',
    service: 'identity',
    access: 'authenticated',
    summary: "The country of the caller's company",
    response: Country,
  }),
  updateCompany: route({
    method: 'PUT',
    path: '/api/Company',
    service: 'identity',
    access: screenRoles('/my-company'),
    permission: 'myCompanyViewEdit',
    summary: "Update the caller's company (name and support e-mail unique, country from the list)",
    body: CompanyData,
    response: Company,
  }),
  deleteCompany: route({
    method: 'DELETE',
    path: '/api/Company/:id',
    service: 'identity',
    access: ['admin'],
    summary: "Delete the caller's own company (soft: marked deleted, answers 404 afterwards)",
    params: IdParams,
  }),
  validateCompanyName: route({
    method: 'POST',
    path: '/api/Company/ValidateCompanyName',
    service: 'identity',
    access: 'public',
    summary: 'Whether a company name is free (the company with id may keep its own)',
    body: ValidateCompanyNameBody,
    response: ValidationResult,
  }),
  listCountries: route({
    method: 'GET',
    path: '/api/Country/Get',
    service: 'identity',
    access: 'public',
    summary: 'Countries a company may choose: EU members and Great Britain (?lang=en for English names)',
    response: z.array(Country),
  }),

  // Locations
  createLocation: route({
    method: 'POST',
    path: '/api/Locations',
    service: 'identity',
    access: locations,
    permission: 'locationsCreateDelete',
    summary: 'Create a location',
    body: LocationInput,
    response: Created,
  }),
  updateLocation: route({
    method: 'PUT',
    path: '/api/Locations/:id',
    service: 'identity',
    access: locations,
    permission: 'locationsEdit',
    summary: 'Update a location (fields left out keep their value, null clears one)',
    params: IdParams,
    body: LocationInput,
    response: Location,
  }),
  deleteLocation: route({
    method: 'DELETE',
    path: '/api/Locations/:id',
    service: 'identity',
    access: locations,
    permission: 'locationsCreateDelete',
    summary: 'Delete a location with its employees, responsibles, opening hours and department refs',
    params: IdParams,
  }),
  getLocation: route({
    method: 'GET',
    path: '/api/Locations/:id',
    service: 'identity',
    access: locations,
    permission: 'locationsView',
    summary: 'One location',
    params: IdParams,
    response: Location,
  }),
  listLocations: route({
    method: 'GET',
    path: '/odata/Locations',
    service: 'identity',
    access: locations,
    permission: 'locationsView',
    summary: 'Locations as an OData list (active desc, then name)',
    odata: true,
    response: odataList(Location),
  }),
  getAllLocations: route({
    method: 'GET',
    path: '/api/Locations/GetAll',
    service: 'identity',
    access: 'authenticated',
    summary: 'All locations of the company (at most 250)',
    response: z.array(Location),
  }),
  getOwnUserLocations: route({
    method: 'GET',
    path: '/api/Locations/GetOwnUserLocations',
    service: 'identity',
    access: 'authenticated',
    summary: "The caller's locations: as location employee or responsible; admins and managers get all",
    response: z.array(Location),
  }),
  checkLocationInUse: route({
    method: 'GET',
    path: '/api/Locations/CheckIfIsInUse/:id',
    service: 'identity',
    access: locations,
    permission: 'locationsView',
    summary: 'Whether a location has employees or responsibles (courses are checked by scheduling)',
    params: IdParams,
    response: LocationInUse,
  }),
  getLocationAnonymous: route({
    method: 'GET',
    path: '/api/Locations/GetAnonymous/:id',
    service: 'identity',
    access: 'public',
    summary: 'One active location, public fields only',
    params: IdParams,
    response: PublicLocation,
  }),
  getLocationInfo: route({
    method: 'GET',
    path: '/api/Locations/GetLocationInfoById/:id',
    service: 'identity',
    access: 'public',
    summary: 'One active location for QR registration, public fields only',
    params: IdParams,
    response: PublicLocation,
  }),
  listLocationsInDepartment: route({
    method: 'GET',
    path: '/odata/Locations/GetInDepartment/:departmentId',
    service: 'identity',
    access: locations,
    permission: 'locationsView',
    summary: 'Locations linked to a department by department refs, as an OData list',
    params: z.object({ departmentId: Uuid }),
    odata: true,
    response: odataList(Location),
  }),
  listLocationsAnonymous: route({
    method: 'GET',
    path: '/odata/Locations/GetOdataAnonymous/:companyId',
    service: 'identity',
    access: 'public',
    summary: "A company's active locations as an OData list, public fields only",
    params: CompanyIdParams,
    odata: true,
    response: odataList(PublicLocation),
  }),
  getLocationsAnonymous: route({
    method: 'GET',
    path: '/api/Locations/GetLocationsAnonymous/:companyId',
    service: 'identity',
    access: 'public',
    summary: "A company's active locations, public fields only",
    params: CompanyIdParams,
    response: z.array(PublicLocation),
  }),

  // Departments
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
    odata: true,
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
    odata: true,
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

  // Location employees
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
    odata: true,
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
    odata: true,
    response: odataList(Responsible),
  }),

  // Opening hours
  getOpeningHours: route({
    method: 'GET',
    path: '/api/LocationOpeningHours/GetByLocation/:id',
    service: 'identity',
    access: 'authenticated',
    summary: 'Opening hours of a location with their text lines',
    params: IdParams,
    response: z.array(OpeningHours),
  }),
  addOpeningHours: route({
    method: 'POST',
    path: '/api/LocationOpeningHours/AddMultiple',
    service: 'identity',
    access: locations,
    permission: 'locationsEdit',
    summary: "Set a location's opening hours (replaces them)",
    body: AddOpeningHoursBody,
    response: z.array(OpeningHours),
  }),

  // Company settings
  getSettings: route({
    method: 'GET',
    path: '/api/settingss',
    service: 'identity',
    access: 'authenticated',
    summary: "The company's settings (section 9 defaults until saved)",
    response: CompanySettings,
  }),
  getSettingsAnonymous: route({
    method: 'GET',
    path: '/api/settingss/GetAnonymous/:companyId',
    service: 'identity',
    access: 'public',
    summary: "A company's settings for public pages",
    params: CompanyIdParams,
    response: CompanySettings,
  }),
  getSettingsByLocation: route({
    method: 'GET',
    path: '/api/settingss/GetByLocationId/:id',
    service: 'identity',
    access: 'public',
    summary: "The settings of an active location's company (QR registration)",
    params: IdParams,
    response: CompanySettings,
  }),
  createSettings: route({
    method: 'POST',
    path: '/api/settingss',
    service: 'identity',
    access: screenRoles('/settings'),
    permission: 'settingsViewEdit',
    summary: 'Save the company settings (fields left out keep their value)',
    body: CompanySettingsInput,
    response: CompanySettings,
  }),
  updateSettings: route({
    method: 'PUT',
    path: '/api/settingss',
    service: 'identity',
    access: screenRoles('/settings'),
    permission: 'settingsViewEdit',
    summary: 'Save the company settings (fields left out keep their value)',
    body: CompanySettingsInput,
    response: CompanySettings,
  }),
  deleteSettings: route({
    method: 'DELETE',
    path: '/api/settingss/:id',
    service: 'identity',
    access: screenRoles('/settings'),
    permission: 'settingsViewEdit',
    summary: 'Reset the company settings to the section 9 defaults (the logo goes too)',
    params: IdParams,
  }),
  updateLogo: route({
    method: 'POST',
    path: '/api/settingss/UpdateLogo',
    service: 'identity',
    access: screenRoles('/settings'),
    permission: 'settingsViewEdit',
    summary: 'Set or remove the company logo (PNG, JPEG, GIF or WebP up to 512 KB, base64)',
    body: UpdateLogoBody,
    response: CompanySettings,
  }),
  getLogo: route({
    method: 'GET',
    path: '/api/settingss/GetLogo/:companyId',
    service: 'identity',
    access: 'public',
    summary: "A company's logo image",
    params: CompanyIdParams,
    binary: 'download',
  }),
} satisfies Record<string, RouteContract>;

/** Roles that see every location and department of their company (section 6: others see their own). */
export const ALL_ORGANISATION_ROLES = MANAGEMENT_ROLES;
