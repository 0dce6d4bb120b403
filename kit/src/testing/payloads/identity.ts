import { randomUUID } from 'node:crypto';
import { IdentityEvents } from '@takt/proto';
import { builder, type Builders } from './builder.ts';

export const identityPayloads: Builders = {
  [IdentityEvents.CompanyCreated.subject]: builder(IdentityEvents.CompanyCreated, () => ({
    companyId: randomUUID(),
    name: `Studio ${randomUUID().slice(0, 8)}`,
    trialBeginDate: '2026-01-01',
    adminUserId: randomUUID(),
  })),
  [IdentityEvents.LocationCreated.subject]: builder(IdentityEvents.LocationCreated, () => ({ locationId: randomUUID(), name: 'Halle' })),
  [IdentityEvents.LocationUpdated.subject]: builder(IdentityEvents.LocationUpdated, () => ({
    locationId: randomUUID(),
    name: 'Halle Nord',
  })),
  [IdentityEvents.DepartmentSaved.subject]: builder(IdentityEvents.DepartmentSaved, () => ({ departmentId: randomUUID(), name: 'Tanz' })),
  [IdentityEvents.StaffUserSaved.subject]: builder(IdentityEvents.StaffUserSaved, () => ({
    userId: randomUUID(),
    firstName: 'Tina',
    lastName: 'Trainer',
    roles: ['trainer'],
    active: true,
  })),
  [IdentityEvents.StaffUserDeleted.subject]: builder(IdentityEvents.StaffUserDeleted, () => ({ userId: randomUUID() })),
  [IdentityEvents.UserLanguageChanged.subject]: builder(IdentityEvents.UserLanguageChanged, () => ({
    userId: randomUUID(),
    language: 'en' as const,
  })),
  [IdentityEvents.DepartmentRefsReplaced.subject]: builder(IdentityEvents.DepartmentRefsReplaced, () => ({
    owner: 'courseId' as const,
    ownerId: randomUUID(),
    departmentIds: [randomUUID()],
  })),
  [IdentityEvents.MailRequested.subject]: builder(IdentityEvents.MailRequested, () => ({
    to: 'anna@example.com',
    template: 'email-confirmation' as const,
    locale: 'de' as const,
    variables: {},
  })),
  [IdentityEvents.SettingsSaved.subject]: builder(IdentityEvents.SettingsSaved, () => ({
    appointmentBookingInAdvanceDays: 30,
    membershipSubscriptionTerminationDate: 'EndOfMonth' as const,
    membershipSubscriptionTerminationInAdvanceWeeks: 4,
    halfYearlyPaymentIntervalStartMonth: 1,
    allowMonthlyPaymentInterval: true,
    allowQuarterlyPaymentInterval: true,
    allowHalfYearlyPaymentInterval: true,
    allowYearlyPaymentInterval: true,
    showCheckinNotePopup: false,
    showCheckinInvalidMembershipPopup: true,
  })),
  [IdentityEvents.CompanySaved.subject]: builder(IdentityEvents.CompanySaved, () => ({
    companyId: randomUUID(),
    name: 'Tanzstudio Übermut',
    iban: 'DE02120300000000202051',
    creditorIdentifier: 'DE98ZZZ09999999999',
  })),
};
