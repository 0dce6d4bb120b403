import { z } from 'zod';
import { screenRoles } from '../../screens.ts';
import { HttpUrl, Iban, IdParams, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { OptionalEmail, Phone, text } from './organisation.fields.ts';

// Spec sections 3 and 7: the company and the countries it may choose.

/** The language of country names: the original clients send one of these three names. */
export const LanguageQuery = z.object({
  lang: z.string().max(35).optional(),
  locale: z.string().max(35).optional(),
  culture: z.string().max(35).optional(),
});
export type LanguageQuery = z.infer<typeof LanguageQuery>;

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
  web: z.preprocess((v) => (v === '' ? null : v), HttpUrl.max(300).nullish()),
  inactivityMinutes: z.number().int().min(1).max(1440).nullish(),
  localCourt: text(120),
  managingDirector: text(200),
  registeredOffice: text(200),
  sector: text(120),
  iban: z.preprocess((v) => (v === '' ? null : v), Iban.nullish()),
  creditorIdentifier: text(35),
});
export type CompanyData = z.infer<typeof CompanyData>;

export const Company = CompanyData.extend({
  id: Uuid,
  // Answered as stored: a number saved before the IBAN check still reads back.
  iban: z.string().nullish(),
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

/** The company of a location for the public membership application: its public face and the SEPA creditor. */
export const ApplicationCompany = PublicCompany.extend({
  /** Named in the SEPA mandate the applicant signs. */
  creditorIdentifier: z.string().nullable(),
  locationId: Uuid,
  locationName: z.string(),
});

export const ValidateCompanyNameBody = z.object({ name: z.string().trim().min(1).max(120), id: Uuid.nullish() });
export const ValidationResult = z.object({ valid: z.boolean() });

export const Country = z.object({ id: z.string(), name: z.string(), nameDe: z.string(), nameEn: z.string() });

export const identityCompanyContracts = {
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
  getCompanyByLocationId: route({
    method: 'GET',
    path: '/api/AttendeeRegisterFull/GetCompanyByLocationId/:id',
    service: 'identity',
    access: 'public',
    summary: 'The company of an active location, for the public membership application',
    params: IdParams,
    response: ApplicationCompany,
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
    query: LanguageQuery,
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
    query: LanguageQuery,
    response: z.array(Country),
  }),
} satisfies Record<string, RouteContract>;
