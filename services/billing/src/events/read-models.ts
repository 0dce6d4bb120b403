import { consumersOf } from '@takt/kit';
import { IdentityEvents, MembershipEvents } from '@takt/proto';
import { recordAttendee } from '../operations/record-attendee.ts';
import { recordCompanyCreated, recordCompanySaved } from '../operations/record-company.ts';
import { recordMandateGiven } from '../operations/record-mandate-given.ts';
import type { Client } from '../store/client.ts';

const { on } = consumersOf<Client>();

export const attendeeCreatedConsumer = () => on(MembershipEvents.AttendeeCreated, (tx, p) => recordAttendee(tx, p));
export const mandateGivenConsumer = () =>
  on(MembershipEvents.MandateGiven, (tx, p, envelope) => recordMandateGiven(tx, p, envelope.occurredAt));
export const companyCreatedConsumer = () => on(IdentityEvents.CompanyCreated, (tx, p) => recordCompanyCreated(tx, p));
export const companySavedConsumer = () => on(IdentityEvents.CompanySaved, (tx, p) => recordCompanySaved(tx, p));
