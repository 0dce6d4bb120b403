import { z } from 'zod';
import { Created, IdParams, odataList, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { CompanyIdParams, locationsAccess as locations, NON_PAGED_LIMIT, OptionalEmail, Phone, text } from './organisation.fields.ts';
import type { ODataResource } from '../../odata.ts';

// Spec sections 3 and 7: a company's locations, for staff and for anonymous pages.

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
export const PublicLocation = Location.pick({
  id: true,
  companyId: true,
  name: true,
  email: true,
  phone: true,
  street: true,
  nr: true,
  zip: true,
  city: true,
  lat: true,
  lng: true,
  fullAddress: true,
}).extend({ companyName: z.string() });

export const LocationInUse = z.object({ inUse: z.boolean(), locationEmployees: z.number().int(), responsibles: z.number().int() });

// Spec section 9: active desc, then name.
const locationOData: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    street: { type: 'string' },
    city: { type: 'string' },
    zip: { type: 'string' },
    active: { type: 'boolean' },
    isQrCodesCreated: { type: 'boolean' },
    createdDate: { type: 'datetime' },
  },
  defaultOrder: [
    { name: 'active', direction: 'desc' },
    { name: 'name', direction: 'asc' },
  ],
};

export const identityLocationContracts = {
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
    odata: locationOData,
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
    odata: locationOData,
    response: odataList(Location),
  }),
  listLocationsAnonymous: route({
    method: 'GET',
    path: '/odata/Locations/GetOdataAnonymous/:companyId',
    service: 'identity',
    access: 'public',
    summary: "A company's active locations as an OData list, public fields only",
    params: CompanyIdParams,
    odata: locationOData,
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
} satisfies Record<string, RouteContract>;
