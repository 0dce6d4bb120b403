import { consumersOf } from '@takt/kit';
import { IdentityEvents, SchedulingEvents } from '@takt/proto';
import { forgetSchedulingCourse, forgetStaffUser, recordSchedulingCourse, recordStaffUser } from '../operations/record-skill-parents.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

/** Trainers and courses, the parents of skill links (decision 0040). */
export const skillParentConsumers = () => [
  on(IdentityEvents.StaffUserSaved, (tx, p, e) => recordStaffUser(tx, p, e.occurredAt)),
  on(IdentityEvents.StaffUserDeleted, (tx, p, e) => forgetStaffUser(tx, p, e.occurredAt)),
  on(SchedulingEvents.CourseCreated, (tx, p) => recordSchedulingCourse(tx, p)),
  on(SchedulingEvents.CourseUpdated, (tx, p) => recordSchedulingCourse(tx, p)),
  on(SchedulingEvents.CourseDeleted, (tx, p) => forgetSchedulingCourse(tx, p)),
];
