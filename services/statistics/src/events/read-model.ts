import { consumersOf } from '@takt/kit';
import { AttendanceStatus, BillingEvents, BookingEvents, IdentityEvents, MembershipEvents, SchedulingEvents } from '@takt/proto';
import { recordAppointmentFact } from '../operations/record-appointment-fact.ts';
import { recordAvailabilityFact } from '../operations/record-availability-fact.ts';
import { recordAttendanceFact } from '../operations/record-attendance-fact.ts';
import { recordAttendeeCharacteristics } from '../operations/record-attendee-characteristics.ts';
import { recordAttendeeDeletion } from '../operations/record-attendee-deletion.ts';
import { recordAttendeeFact } from '../operations/record-attendee-fact.ts';
import { recordCostPosition } from '../operations/record-cost-position.ts';
import { recordCourseFact } from '../operations/record-course-fact.ts';
import { recordName } from '../operations/record-name.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

// The statistics read model (decision 0057): everything it counts comes from these events.

export const attendanceConsumers = () => [
  on(BookingEvents.AttendanceConfirmed, (tx, p, e) => recordAttendanceFact(tx, AttendanceStatus.Confirmed, p, e)),
  on(BookingEvents.AttendanceWaitlisted, (tx, p, e) => recordAttendanceFact(tx, AttendanceStatus.OnWaitingList, p, e)),
  on(BookingEvents.AttendanceCancelled, (tx, p, e) => recordAttendanceFact(tx, AttendanceStatus.Canceled, p, e)),
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
  on(SchedulingEvents.CourseCreated, (tx, p) => recordCourseFact(tx, p.courseId, { name: p.name, locationId: p.locationId ?? null })),
  on(SchedulingEvents.CourseUpdated, (tx, p) => recordCourseFact(tx, p.courseId, { name: p.name, locationId: p.locationId })),
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
  on(IdentityEvents.LocationCreated, (tx, p) => recordName(tx, 'Location', p.locationId, p.name)),
  on(SchedulingEvents.RoomCreated, (tx, p) => recordName(tx, 'Room', p.roomId, p.name)),
  on(SchedulingEvents.RoomUpdated, (tx, p) => recordName(tx, 'Room', p.roomId, p.name)),
  on(IdentityEvents.StaffUserSaved, (tx, p) => recordName(tx, 'Trainer', p.userId, `${p.firstName} ${p.lastName}`.trim())),
  on(MembershipEvents.MembershipTypeSaved, (tx, p) => recordName(tx, 'MembershipType', p.membershipTypeId, p.name)),
  on(MembershipEvents.CharacteristicSaved, (tx, p) => recordName(tx, 'Characteristic', p.characteristicId, p.name)),
  on(MembershipEvents.CostSaved, (tx, p) => recordName(tx, 'SingleCost', p.costId, p.name)),
];
