import { randomUUID } from 'node:crypto';
import { MembershipEvents } from '@takt/proto';
import { builder, type Builders } from './builder.ts';

const attendeeFacts = () => ({
  attendeeId: randomUUID(),
  applicationUserId: randomUUID(),
  userName: null,
  email: null,
  firstName: 'Max',
  lastName: 'Muster',
  memberships: [{ membershipTypeId: randomUUID(), fromDate: '2026-01-01', tillDate: null }],
});

export const membershipPayloads: Builders = {
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
  [MembershipEvents.AttendeeCreated.subject]: builder(MembershipEvents.AttendeeCreated, attendeeFacts),
  [MembershipEvents.MandateGiven.subject]: builder(MembershipEvents.MandateGiven, () => ({
    attendeeId: randomUUID(),
    iban: 'DE89370400440532013000',
    holder: 'Max Muster',
    mandateReference: null,
    signedDate: '2026-01-15',
  })),
  [MembershipEvents.AttendeeUpdated.subject]: builder(MembershipEvents.AttendeeUpdated, () => ({
    ...attendeeFacts(),
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
  [MembershipEvents.ContactsReplaced.subject]: builder(MembershipEvents.ContactsReplaced, () => ({
    attendeeId: randomUUID(),
    contacts: [{ contactAttendeeId: randomUUID(), contactType: 5 }],
  })),
};
