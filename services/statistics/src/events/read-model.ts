import { consumersOf } from '@takt/kit';
import { AttendanceStatus, BillingEvents, BookingEvents, IdentityEvents, MembershipEvents, SchedulingEvents } from '@takt/proto';
import { recordAppointmentFact } from '../operations/record-appointment-fact.ts';
import { recordAvailabilityFact } from '../operations/record-availability-fact.ts';
import { recordAttendeeCharacteristics } from '../operations/record-attendee-characteristics.ts';
import { recordAttendeeDeletion } from '../operations/record-attendee-deletion.ts';
import { recordAttendeeFact } from '../operations/record-attendee-fact.ts';
import { recordCostPosition } from '../operations/record-cost-position.ts';
import { recordCourseFact } from '../operations/record-course-fact.ts';
import { recordName } from '../operations/record-name.ts';
import { attendanceFactWrite } from '../store/attendance-facts.ts';
import type { Client } from '../store/client.ts';

const { on, onSql } = consumersOf<Client>();

// The statistics read model (decision 0057): everything it counts comes from these events.

// Every booking of a rush reaches these: one statement per batch, no Prisma (decision 0074).
export const attendanceConsumers = () => [
  onSql(BookingEvents.AttendanceConfirmed, attendanceFactWrite(AttendanceStatus.Confirmed)),
  onSql(BookingEvents.AttendanceWaitlisted, attendanceFactWrite(AttendanceStatus.OnWaitingList)),
  onSql(BookingEvents.AttendanceCancelled, attendanceFactWrite(AttendanceStatus.Canceled)),
];

export const appointmentConsumers = () => [
  on(SchedulingEvents.AppointmentCreated, (tx, p, e) =>
    recordAppointmentFact(tx, p.appointmentId, { kind: 'saved', facts: p }, e.occurredAt),
  ),
  on(SchedulingEvents.AppointmentUpdated, (tx, p, e) =>
    recordAppointmentFact(tx, p.appointmentId, { kind: 'saved', facts: p }, e.occurredAt),
  ),
  on(SchedulingEvents.AppointmentTrainersChanged, (tx, p, e) =>
    recordAppointmentFact(tx, p.appointmentId, { kind: 'trainers', trainerIds: p.trainerIds }, e.occurredAt),
  ),
  on(SchedulingEvents.AppointmentDeleted, (tx, p, e) => recordAppointmentFact(tx, p.appointmentId, { kind: 'deleted' }, e.occurredAt)),
];

// Trainers free or absent in the registration report (decision 0067).
export const availabilityConsumers = () => [
  on(SchedulingEvents.TrainerAvailabilitySaved, (tx, p, e) => recordAvailabilityFact(tx, { kind: 'saved', facts: p }, e.occurredAt)),
  on(SchedulingEvents.TrainerAvailabilityDeleted, (tx, p, e) =>
    recordAvailabilityFact(tx, { kind: 'deleted', availabilityId: p.availabilityId }, e.occurredAt),
  ),
];

export const courseConsumers = () => [
  on(SchedulingEvents.CourseCreated, (tx, p, e) =>
    recordCourseFact(tx, p.courseId, { name: p.name, locationId: p.locationId ?? null, occurredAt: e.occurredAt }),
  ),
  on(SchedulingEvents.CourseUpdated, (tx, p, e) =>
    recordCourseFact(tx, p.courseId, { name: p.name, locationId: p.locationId, occurredAt: e.occurredAt }),
  ),
  on(IdentityEvents.DepartmentRefsReplaced, async (tx, p) => {
    if (p.owner === 'courseId') await recordCourseFact(tx, p.ownerId, { departmentIds: p.departmentIds });
  }),
];

export const attendeeConsumers = () => [
  on(MembershipEvents.AttendeeCreated, (tx, p, e) => recordAttendeeFact(tx, p, e.occurredAt)),
  on(MembershipEvents.AttendeeUpdated, (tx, p, e) => recordAttendeeFact(tx, p, e.occurredAt)),
  on(MembershipEvents.AttendeeDeleted, (tx, p, e) => recordAttendeeDeletion(tx, p.attendeeId, e.occurredAt)),
  on(MembershipEvents.AttendeeCharacteristicsSet, (tx, p, e) => recordAttendeeCharacteristics(tx, p, e.occurredAt)),
];

// Single costs (decision 0068): billing's positions added from a catalogue cost.
export const costPositionConsumers = () => [
  on(BillingEvents.InvoicePositionAdded, (tx, p, e) => recordCostPosition(tx, p, e.occurredAt)),
  on(BillingEvents.InvoicePositionChanged, (tx, p, e) => recordCostPosition(tx, p, e.occurredAt)),
];

export const nameConsumers = () => [
  on(IdentityEvents.LocationCreated, (tx, p, e) => recordName(tx, 'Location', p.locationId, p.name, e.occurredAt)),
  on(IdentityEvents.LocationUpdated, (tx, p, e) => recordName(tx, 'Location', p.locationId, p.name, e.occurredAt)),
  on(IdentityEvents.DepartmentSaved, (tx, p, e) => recordName(tx, 'Department', p.departmentId, p.name, e.occurredAt)),
  on(SchedulingEvents.RoomCreated, (tx, p, e) => recordName(tx, 'Room', p.roomId, p.name, e.occurredAt)),
  on(SchedulingEvents.RoomUpdated, (tx, p, e) => recordName(tx, 'Room', p.roomId, p.name, e.occurredAt)),
  on(IdentityEvents.StaffUserSaved, (tx, p, e) => recordName(tx, 'Trainer', p.userId, `${p.firstName} ${p.lastName}`.trim(), e.occurredAt)),
  on(MembershipEvents.MembershipTypeSaved, (tx, p, e) => recordName(tx, 'MembershipType', p.membershipTypeId, p.name, e.occurredAt)),
  on(MembershipEvents.CharacteristicSaved, (tx, p, e) => recordName(tx, 'Characteristic', p.characteristicId, p.name, e.occurredAt)),
  on(MembershipEvents.CostSaved, (tx, p, e) => recordName(tx, 'SingleCost', p.costId, p.name, e.occurredAt)),
];
