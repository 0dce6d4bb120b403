import { randomUUID } from 'node:crypto';
import { localDate, notFound, signUploadToken, validationFailed, type Db, type TxClient } from '@takt/kit';
import { ContactType, MembershipRequestType, PaymentDataType, type ApplicationInput } from '@takt/proto';
import { fitsAgeRange } from '../domain/age.ts';
import { needsGuardian } from '../domain/application-costs.ts';
import { isInterested } from '../domain/attendee.ts';
import { publishAttendeeCreated } from '../events/attendee-created.ts';
import { publishAttendeeUpdated } from '../events/attendee-changed.ts';
import { publishMandateGiven } from '../events/mandate-given.ts';
import { findAttendee, insertAttendee, updateAttendeeRow } from '../store/attendees.ts';
import type { Client } from '../store/client.ts';
import { replaceContacts } from '../store/contacts.ts';
import { insertRequest } from '../store/membership-requests.ts';
import { insertMemberships } from '../store/memberships.ts';
import { atPublicLocation, quoteIn, type Quote } from './application-steps.ts';

type Tx = TxClient<Client>;
const GUARDIANS: number[] = [ContactType.Parent, ContactType.LegalGuardian];

/**
 * The public membership application: in the location's company, the applicant becomes an
 * attendee with a user name (identity creates the login from AttendeeCreated, or from
 * AttendeeUpdated when an interested person applies, as for staff's conversion), the memberships
 * from the start date, the contact, the SEPA mandate (billing keeps it from MandateGiven) and an
 * open membership application for staff. The answer carries a short-lived upload token for the
 * applicant's documents (documents checks it; decision 0047). A filled honeypot stores nothing and
 * answers alike, with a token no service accepts.
 */
export async function registerApplication(db: Db<Client>, input: ApplicationInput, uploadSecret: string) {
  const today = localDate(new Date());
  return atPublicLocation(db, input.locationId, async (tx, companyId) => {
    const quote = await quoteIn(
      tx,
      { ...input, paymentInterval: input.paymentMandate.paymentInterval },
      today,
      'paymentMandate.paymentInterval',
    );
    const fromDate = quote.figures.fromDate;
    assertApplicantFits(input, quote, fromDate);
    const stored = input.website
      ? { id: randomUUID(), userId: randomUUID(), secret: randomUUID() }
      : { ...(await storeApplication(tx, input, quote, today)), secret: uploadSecret };
    const id = stored.id;
    const a = input.inputAppUser;
    return {
      id,
      uploadToken: signUploadToken(stored.secret, { companyId, attendeeId: id, userId: stored.userId }),
      confirmation: {
        ...quote.figures,
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        address: [a.street, [a.zip, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        userName: a.userName,
        iban: input.paymentMandate.iban,
        accountHolder: input.paymentMandate.accountHolder,
        paymentType: PaymentDataType.DebitMandate,
      },
    };
  });
}

/** Spec section 5's age rule per type, and a guardian's consent for a minor where a type requires it. */
function assertApplicantFits(input: ApplicationInput, quote: Quote, fromDate: string): void {
  const birthday = input.inputAppUser.birthday;
  const issues = quote.types.flatMap((t, i) =>
    fitsAgeRange(t, birthday, fromDate)
      ? []
      : [{ field: `membershipTypeIds.${i}`, message: "the applicant's age is outside the type's range" }],
  );
  if (needsGuardian(birthday, fromDate, quote.types) && !(input.contact && GUARDIANS.includes(input.contact.contactType)))
    issues.push({ field: 'contact', message: 'a parent or legal guardian must be named for a minor' });
  if (issues.length) throw validationFailed(issues);
}

async function storeApplication(tx: Tx, input: ApplicationInput, quote: Quote, today: string): Promise<{ id: string; userId: string }> {
  const { fromDate } = quote.figures;
  const memberships = input.membershipTypeIds.map((membershipTypeId) => ({ membershipTypeId, fromDate, tillDate: null }));
  const { userName, ...person } = input.inputAppUser;
  const columns = { ...person, userName, memberStatusId: input.memberStatusId ?? null, applicationUserId: randomUUID() };
  let id: string;
  if (input.existingAttendeeId) {
    const before = await findAttendee(tx, input.existingAttendeeId);
    if (!before || !isInterested(before.applicationUserId)) throw notFound('Attendee');
    id = before.id;
    await updateAttendeeRow(tx, id, { ...columns, active: true });
    await insertMemberships(tx, id, memberships);
    await publishAttendeeUpdated(tx, (await findAttendee(tx, id))!);
  } else {
    const created = await insertAttendee(tx, { ...columns, mainLocationId: input.locationId });
    id = created.id;
    await insertMemberships(tx, id, memberships);
    await publishAttendeeCreated(tx, created, memberships);
  }
  if (input.contact) await replaceContacts(tx, id, [{ ...input.contact, contactAttendeeId: null, memberNumber: null }]);
  const { iban, accountHolder, paymentInterval } = input.paymentMandate;
  await publishMandateGiven(tx, { attendeeId: id, iban, holder: accountHolder, signedDate: today, interval: paymentInterval });
  await insertRequest(tx, {
    applicationUserId: columns.applicationUserId,
    attendeeId: id,
    membershipTypeId: input.membershipTypeIds[0]!,
    startDate: fromDate,
    endDate: null,
    type: MembershipRequestType.MembershipApplication,
    reason: null,
    wishes: null,
    additionalData: JSON.stringify(quote.figures),
    locationId: input.locationId,
    departmentId: null,
  });
  return { id, userId: columns.applicationUserId };
}
