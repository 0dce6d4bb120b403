import { z } from 'zod';
import { TerminationDateOption } from '../../enums.ts';
import { screenRoles } from '../../screens.ts';
import { IdParams, LocalTime, Uuid } from '../common.ts';
import { route, type RouteContract } from '../contract.ts';
import { CompanyIdParams } from './organisation.fields.ts';

// Spec sections 7 and 9: company settings (section 9 defaults until saved) and the logo.

/** A time of the night window; empty (a cleared form field) or null: no window. */
const nightTime = z.union([LocalTime, z.literal('').transform(() => null)]).nullable();

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
    /** Beyond the spec: 0 promotes the first waiting member at once; N > 0 offers the place for N hours, then to the next. */
    waitingListOfferHours: z.number().int().min(0).max(168),
    /** The offer clock stops from this local time (HH:mm) to waitingListNightTill; null: it never stops. */
    waitingListNightFrom: nightTime,
    waitingListNightTill: nightTime,
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
  waitingListOfferHours: z.number().int(),
  waitingListNightFrom: z.string().nullable(),
  waitingListNightTill: z.string().nullable(),
  hasLogo: z.boolean(),
});

const saveSettings = {
  path: '/api/settingss',
  service: 'identity',
  access: screenRoles('/settings'),
  permission: 'settingsViewEdit',
  summary: 'Save the company settings (fields left out keep their value)',
  body: CompanySettingsInput,
  response: CompanySettings,
} as const;

export const identitySettingsContracts = {
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
  // The spec offers POST (create) and PUT (update); both save the one settings row.
  createSettings: route({ method: 'POST', ...saveSettings }),
  updateSettings: route({ method: 'PUT', ...saveSettings }),
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
    summary: 'Set the company logo: multipart field File, PNG, JPEG, GIF or WebP up to 512 KB',
    binary: 'upload',
    response: CompanySettings,
  }),
  removeLogo: route({
    method: 'DELETE',
    path: '/api/settingss/Logo',
    service: 'identity',
    access: screenRoles('/settings'),
    permission: 'settingsViewEdit',
    summary: 'Remove the company logo',
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
