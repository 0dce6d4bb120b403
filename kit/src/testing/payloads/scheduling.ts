import { randomUUID } from 'node:crypto';
import { SchedulingEvents } from '@takt/proto';
import { builder, type Builders } from './builder.ts';

const appointmentFacts = () => ({
  appointmentId: randomUUID(),
  courseId: randomUUID(),
  courseName: 'Yoga',
  date: '2026-12-01',
  timeFrom: '18:00',
  timeTill: '19:30',
  maxAttendees: 10,
  centCost: 1500,
  membershipTypeAvailabilities: [],
});

export const schedulingPayloads: Builders = {
  [SchedulingEvents.CourseCreated.subject]: builder(SchedulingEvents.CourseCreated, () => ({ courseId: randomUUID(), name: 'Yoga' })),
  [SchedulingEvents.AppointmentCreated.subject]: builder(SchedulingEvents.AppointmentCreated, appointmentFacts),
  [SchedulingEvents.AppointmentCancelled.subject]: builder(SchedulingEvents.AppointmentCancelled, () => ({
    appointmentId: randomUUID(),
    canceledDate: '2026-11-30',
  })),
  [SchedulingEvents.AppointmentUpdated.subject]: builder(SchedulingEvents.AppointmentUpdated, () => ({
    ...appointmentFacts(),
    roomId: null,
    notify: false,
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
