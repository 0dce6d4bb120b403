import { randomUUID } from 'node:crypto';
import type { EventDef, PayloadOf } from '@takt/proto';
import { AuditEvents, BillingEvents, BookingEvents, GdprEvents, IdentityEvents, MembershipEvents, SchedulingEvents } from '@takt/proto';

type Builder<E extends EventDef> = () => PayloadOf<E>;
const builder = <E extends EventDef>(_def: E, build: Builder<E>) => build;

const attendanceFacts = () => ({
  attendanceId: randomUUID(),
  attendeeId: randomUUID(),
  applicationUserId: randomUUID(),
  appointmentId: randomUUID(),
  courseId: randomUUID(),
  courseName: 'Yoga',
  date: '2026-12-01',
  timeFrom: '18:00',
  centCost: 1500,
});

/** A valid payload per event, fresh ids each time; tests override only what they are about. */
const BUILDERS: Record<string, () => unknown> = {
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
  [MembershipEvents.MembershipTypeSaved.subject]: builder(MembershipEvents.MembershipTypeSaved, () => ({
    membershipTypeId: randomUUID(),
    name: 'Yoga',
    type: 2,
    cost: 2900,
    minAge: null,
    maxAge: null,
    active: true,
    costOverrides: [],
    yearly: false,
    discounts: [],
  })),
  [MembershipEvents.MembershipTypeDeleted.subject]: builder(MembershipEvents.MembershipTypeDeleted, () => ({
    membershipTypeId: randomUUID(),
  })),
  [MembershipEvents.CostSaved.subject]: builder(MembershipEvents.CostSaved, () => ({
    costId: randomUUID(),
    name: 'Aufnahmegebühr',
    type: 0,
    cost: 4900,
    active: true,
  })),
  [MembershipEvents.CostDeleted.subject]: builder(MembershipEvents.CostDeleted, () => ({ costId: randomUUID() })),
  [MembershipEvents.DiscountsChanged.subject]: builder(MembershipEvents.DiscountsChanged, () => ({
    costId: randomUUID(),
    discounts: [{ altName: 'Frühling', altCost: 1000, dateFrom: '2026-03-01', dateTill: '2026-05-31' }],
  })),
  [MembershipEvents.AttendeeCreated.subject]: builder(MembershipEvents.AttendeeCreated, () => ({
    attendeeId: randomUUID(),
    applicationUserId: randomUUID(),
    userName: null,
    email: null,
    firstName: 'Max',
    lastName: 'Muster',
    memberships: [{ membershipTypeId: randomUUID(), fromDate: '2026-01-01', tillDate: null }],
  })),
  [IdentityEvents.CompanySaved.subject]: builder(IdentityEvents.CompanySaved, () => ({
    companyId: randomUUID(),
    name: 'Tanzstudio Übermut',
    iban: 'DE02120300000000202051',
    creditorIdentifier: 'DE98ZZZ09999999999',
  })),
  [MembershipEvents.MandateGiven.subject]: builder(MembershipEvents.MandateGiven, () => ({
    attendeeId: randomUUID(),
    iban: 'DE89370400440532013000',
    holder: 'Max Muster',
    mandateReference: null,
    signedDate: '2026-01-15',
  })),
  [MembershipEvents.AttendeeUpdated.subject]: builder(MembershipEvents.AttendeeUpdated, () => ({
    attendeeId: randomUUID(),
    applicationUserId: randomUUID(),
    userName: null,
    email: null,
    firstName: 'Max',
    lastName: 'Muster',
    memberships: [{ membershipTypeId: randomUUID(), fromDate: '2026-01-01', tillDate: null }],
    memberNumber: null,
    mainLocationId: null,
    active: true,
    fromDate: null,
    tillDate: null,
  })),
  [MembershipEvents.AttendeeDeleted.subject]: builder(MembershipEvents.AttendeeDeleted, () => ({
    attendeeId: randomUUID(),
    applicationUserId: randomUUID(),
    memberships: [],
    deletedDate: '2026-11-25T10:00:00.000Z',
  })),
  [MembershipEvents.AttendeeLocationsReplaced.subject]: builder(MembershipEvents.AttendeeLocationsReplaced, () => ({
    attendeeId: randomUUID(),
    locationIds: [randomUUID()],
  })),
  [MembershipEvents.AttendeeCharacteristicsSet.subject]: builder(MembershipEvents.AttendeeCharacteristicsSet, () => ({
    attendeeId: randomUUID(),
    characteristics: [{ referenceId: randomUUID(), fromDate: null, tillDate: null }],
  })),
  [MembershipEvents.CharacteristicSaved.subject]: builder(MembershipEvents.CharacteristicSaved, () => ({
    characteristicId: randomUUID(),
    name: 'Reha',
  })),
  [SchedulingEvents.CourseCreated.subject]: builder(SchedulingEvents.CourseCreated, () => ({ courseId: randomUUID(), name: 'Yoga' })),
  [SchedulingEvents.AppointmentCreated.subject]: builder(SchedulingEvents.AppointmentCreated, () => ({
    appointmentId: randomUUID(),
    courseId: randomUUID(),
    courseName: 'Yoga',
    date: '2026-12-01',
    timeFrom: '18:00',
    timeTill: '19:30',
    maxAttendees: 10,
    centCost: 1500,
    membershipTypeAvailabilities: [],
  })),
  [SchedulingEvents.AppointmentCancelled.subject]: builder(SchedulingEvents.AppointmentCancelled, () => ({
    appointmentId: randomUUID(),
    canceledDate: '2026-11-30',
  })),
  [SchedulingEvents.AppointmentUpdated.subject]: builder(SchedulingEvents.AppointmentUpdated, () => ({
    appointmentId: randomUUID(),
    courseId: randomUUID(),
    courseName: 'Yoga',
    date: '2026-12-01',
    timeFrom: '18:00',
    timeTill: '19:30',
    maxAttendees: 10,
    centCost: 1500,
    membershipTypeAvailabilities: [],
    roomId: null,
    notify: false,
  })),
  [MembershipEvents.ContactsReplaced.subject]: builder(MembershipEvents.ContactsReplaced, () => ({
    attendeeId: randomUUID(),
    contacts: [{ contactAttendeeId: randomUUID(), contactType: 5 }],
  })),
  [SchedulingEvents.AppointmentTrainersChanged.subject]: builder(SchedulingEvents.AppointmentTrainersChanged, () => ({
    appointmentId: randomUUID(),
    trainerIds: [randomUUID()],
  })),
  [SchedulingEvents.AppointmentDeleted.subject]: builder(SchedulingEvents.AppointmentDeleted, () => ({ appointmentId: randomUUID() })),
  [SchedulingEvents.CourseUpdated.subject]: builder(SchedulingEvents.CourseUpdated, () => ({
    courseId: randomUUID(),
    name: 'Yoga',
    type: 0,
    color: '#D0D0D0',
    active: true,
    centCost: 1500,
    requiresApproval: false,
    locationId: null,
    membershipTypeAvailabilities: [],
  })),
  [SchedulingEvents.CourseDeleted.subject]: builder(SchedulingEvents.CourseDeleted, () => ({ courseId: randomUUID() })),
  [BookingEvents.AttendanceConfirmed.subject]: builder(BookingEvents.AttendanceConfirmed, attendanceFacts),
  [BookingEvents.AttendanceRescheduled.subject]: builder(BookingEvents.AttendanceRescheduled, () => ({
    ...attendanceFacts(),
    previousDate: '2026-11-30',
    previousTimeFrom: '17:00',
  })),
  [BookingEvents.AttendanceCancelled.subject]: builder(BookingEvents.AttendanceCancelled, () => ({
    ...attendanceFacts(),
    previousStatus: 2,
    late: false,
    canceledDate: '2026-11-30T10:00:00.000Z',
    by: 'attendee' as const,
  })),
  [BookingEvents.AttendancePromoted.subject]: builder(BookingEvents.AttendancePromoted, () => ({
    ...attendanceFacts(),
    formerWaitingListNumber: 1,
  })),
  [BookingEvents.WaitingOfferMade.subject]: builder(BookingEvents.WaitingOfferMade, () => ({
    ...attendanceFacts(),
    offerId: randomUUID(),
    expiresAt: '2026-12-03T13:30:00.000Z',
    expiresAtLocal: '2026-12-03T14:30',
  })),
  [BookingEvents.AttendanceWaitlisted.subject]: builder(BookingEvents.AttendanceWaitlisted, () => ({
    ...attendanceFacts(),
    waitingListNumber: 1,
  })),
  [BookingEvents.TaskRequestDecided.subject]: builder(BookingEvents.TaskRequestDecided, () => ({
    ...attendanceFacts(),
    taskRequestId: randomUUID(),
    status: 'ACCEPT' as const,
    attendanceStatus: 2,
    waitingListNumber: null,
  })),
  [BillingEvents.InvoiceCreated.subject]: builder(BillingEvents.InvoiceCreated, () => ({
    invoiceId: randomUUID(),
    invoiceNumber: 1,
    attendeeId: randomUUID(),
    attendeeAppUserId: randomUUID(),
    periodStartDate: '2026-11-01',
    periodEndDate: '2026-11-30',
  })),
  [BillingEvents.InvoicePositionAdded.subject]: builder(BillingEvents.InvoicePositionAdded, () => ({
    invoiceId: randomUUID(),
    positionId: randomUUID(),
    attendeeId: randomUUID(),
    centCost: 1500,
  })),
  [BillingEvents.InvoicePositionChanged.subject]: builder(BillingEvents.InvoicePositionChanged, () => ({
    positionId: randomUUID(),
    attendeeId: randomUUID(),
    sourceCostId: randomUUID(),
    date: '2026-11-02',
    centCost: 900,
    canceled: true,
  })),
  [BillingEvents.InvoicePaid.subject]: builder(BillingEvents.InvoicePaid, () => ({
    invoiceId: randomUUID(),
    invoiceNumberString: '2026-00001',
    attendeeId: randomUUID(),
    attendeeAppUserId: randomUUID(),
    centCostSum: 3900,
    paidDate: '2026-11-30T10:00:00.000Z',
  })),
  [BillingEvents.InvoiceCancelled.subject]: builder(BillingEvents.InvoiceCancelled, () => ({
    invoiceId: randomUUID(),
    invoiceNumberString: '2026-00001',
    attendeeId: randomUUID(),
    attendeeAppUserId: randomUUID(),
    centCostSum: 3900,
    cancelledDate: '2026-11-30T10:00:00.000Z',
  })),
  [BillingEvents.InvoiceDunned.subject]: builder(BillingEvents.InvoiceDunned, () => ({
    invoiceId: randomUUID(),
    invoiceNumberString: '2026-00001',
    attendeeId: randomUUID(),
    attendeeAppUserId: randomUUID(),
    centCostSum: 3900,
    dunningLevel: 1,
    dunningDate: '2026-12-15',
    feeCents: 500,
  })),
  [BillingEvents.DirectDebitReturned.subject]: builder(BillingEvents.DirectDebitReturned, () => ({
    invoiceId: randomUUID(),
    invoiceNumber: 1,
    attendeeId: randomUUID(),
    attendeeAppUserId: randomUUID(),
    amountCents: 1500,
    feeCents: 500,
    reasonCode: 'AC04',
  })),
  [BillingEvents.LicencesSet.subject]: builder(BillingEvents.LicencesSet, () => ({
    stripeCustomerId: 'cus_test',
    totalLicences: 10,
    maxAttendees: null,
  })),
  [AuditEvents.IdentityAuditRecorded.subject]: builder(AuditEvents.IdentityAuditRecorded, () => ({
    entityType: 'User',
    entityId: randomUUID(),
    action: 'updated' as const,
    executedById: randomUUID(),
    executedByName: 'Muster, Anna',
    changes: {},
  })),
  [AuditEvents.MembershipAuditRecorded.subject]: builder(AuditEvents.MembershipAuditRecorded, () => ({
    entityType: 'Attendee',
    entityId: randomUUID(),
    action: 'erased' as const,
    executedById: randomUUID(),
    executedByName: '',
    changes: {},
  })),
  // gdpr: a member's data export and erasure
  [GdprEvents.DataExportRequested.subject]: builder(GdprEvents.DataExportRequested, () => ({
    exportId: randomUUID(),
    attendeeId: randomUUID(),
    applicationUserId: randomUUID(),
  })),
  [GdprEvents.AttendeeErased.subject]: builder(GdprEvents.AttendeeErased, () => ({
    attendeeId: randomUUID(),
    applicationUserId: randomUUID(),
  })),
  ...Object.fromEntries(
    Object.values(GdprEvents.DATA_EXPORT_ANSWERS).map((def) => [def.subject, builder(def, () => ({ exportId: randomUUID(), data: {} }))]),
  ),
  // sched-rooms: rooms
  [SchedulingEvents.RoomCreated.subject]: builder(SchedulingEvents.RoomCreated, () => ({
    roomId: randomUUID(),
    name: 'Saal 1',
    locationId: randomUUID(),
    capacity: 20,
    active: true,
  })),
  [SchedulingEvents.RoomUpdated.subject]: builder(SchedulingEvents.RoomUpdated, () => ({
    roomId: randomUUID(),
    name: 'Saal 1',
    locationId: randomUUID(),
    capacity: 20,
    active: true,
  })),
  [SchedulingEvents.RoomDeleted.subject]: builder(SchedulingEvents.RoomDeleted, () => ({ roomId: randomUUID() })),
  [SchedulingEvents.TrainerAvailabilitySaved.subject]: builder(SchedulingEvents.TrainerAvailabilitySaved, () => ({
    availabilityId: randomUUID(),
    trainerId: randomUUID(),
    type: 0,
    allDay: false,
    dateFrom: '2026-12-01',
    dateTill: '2026-12-31',
    timeFrom: '09:00',
    timeTill: '12:00',
    period: 1,
    eachOnDay: 1,
    periodValues: null,
  })),
  [SchedulingEvents.TrainerAvailabilityDeleted.subject]: builder(SchedulingEvents.TrainerAvailabilityDeleted, () => ({
    availabilityId: randomUUID(),
  })),
};

/**
 * A payload of `def` that its proto schema accepts: the event's defaults with `overrides` on top.
 * Parsing here means a builder that drifts from the schema fails every test that uses it.
 */
export function payloadOf<E extends EventDef>(def: E, overrides: Partial<PayloadOf<E>> = {}): PayloadOf<E> {
  const build = BUILDERS[def.subject];
  if (!build) throw new Error(`no test payload for ${def.subject}: add one to kit/src/testing/payloads.ts`);
  return def.payload.parse({ ...(build() as object), ...overrides }) as PayloadOf<E>;
}
