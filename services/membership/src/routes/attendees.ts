import { randomUUID } from 'node:crypto';
import {
  fail,
  isUniqueViolation,
  localDate,
  notFound,
  toDbDate,
  validationFailed,
  type ODataResource,
  type Router,
  type TxClient,
} from '@takt/kit';
import { ErrorCode, membershipRoutes, type AttendeeInput } from '@takt/proto';
import { normalizeMemberNumber } from '../domain/attendee.ts';
import { invertedPeriods } from '../domain/membership.ts';
import { publishAttendeeCreated } from '../events/attendee-created.ts';
import type { Client } from '../store/client.ts';
import { toAttendeeDto, withMemberships, type AttendeeRow } from './attendee-dto.ts';

const resource: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    applicationUserId: { type: 'uuid' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    userName: { type: 'string' },
    memberNumber: { type: 'string' },
    mainLocationId: { type: 'uuid' },
    birthday: { type: 'date' },
    active: { type: 'boolean' },
    createdDate: { type: 'datetime' },
  },
  // Spec section 9: (isOnline desc,) active desc, lastName, firstName; presence is not kept here.
  defaultOrder: [
    { name: 'active', direction: 'desc' },
    { name: 'lastName', direction: 'asc' },
    { name: 'firstName', direction: 'asc' },
  ],
};

/** Field errors for memberships naming unknown types or ending before they start. */
async function membershipIssues(tx: TxClient<Client>, memberships: AttendeeInput['membershipTypes']) {
  const ids = [...new Set(memberships.map((m) => m.membershipTypeId))];
  const known = new Set((await tx.membershipType.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((t) => t.id));
  const unknown = memberships.flatMap((m, i) =>
    known.has(m.membershipTypeId) ? [] : [{ field: `membershipTypes.${i}.membershipTypeId`, message: 'unknown membership type' }],
  );
  const inverted = invertedPeriods(memberships).map((i) => ({
    field: `membershipTypes.${i}.tillDate`,
    message: 'must not be before fromDate',
  }));
  return [...unknown, ...inverted];
}

const memberNumberTaken = () => fail(ErrorCode.MemberNumberTaken, 'This member number is taken', { field: 'memberNumber' });

export function attendeeRoutes(r: Router<Client>): void {
  r.handle(membershipRoutes.createAttendee, async ({ body, db }) =>
    db
      .tx(async (tx) => {
        const issues = await membershipIssues(tx, body.membershipTypes);
        if (issues.length) throw validationFailed(issues);
        const memberNumber = normalizeMemberNumber(body.memberNumber);
        if (memberNumber && (await tx.attendee.findFirst({ where: { memberNumber }, select: { id: true } }))) throw memberNumberTaken();
        const { membershipTypes, birthday, ...fields } = body;
        const attendee = await tx.attendee.create({
          data: {
            ...fields,
            id: randomUUID(),
            memberNumber,
            birthday: birthday ? toDbDate(birthday) : null,
            // A user name means a login (identity creates it from the event); none means an interested person.
            applicationUserId: body.userName ? randomUUID() : null,
          },
        });
        await tx.attendeeMembership.createMany({
          data: membershipTypes.map((m) => ({
            id: randomUUID(),
            attendeeId: attendee.id,
            membershipTypeId: m.membershipTypeId,
            fromDate: toDbDate(m.fromDate),
            tillDate: m.tillDate ? toDbDate(m.tillDate) : null,
          })),
        });
        await publishAttendeeCreated(tx, attendee, membershipTypes);
        return { id: attendee.id };
      })
      .catch((err: unknown) => {
        // The unique index decides when two requests race past the check above.
        throw isUniqueViolation(err, 'attendee_member_number_unique') ? memberNumberTaken() : err;
      }),
  );

  r.handle(membershipRoutes.getAttendee, async ({ params, db }) => {
    const row = await db.tx((tx) => tx.attendee.findFirst({ where: { id: params.id }, include: withMemberships }));
    if (!row) throw notFound('Attendee');
    return toAttendeeDto(row, localDate(new Date()));
  });

  r.list(membershipRoutes.listAttendees, {
    resource,
    model: (tx) => ({
      findMany: (args) => tx.attendee.findMany({ ...(args as object), include: withMemberships }),
      count: (args) => tx.attendee.count(args as object),
    }),
    map: (row: AttendeeRow) => toAttendeeDto(row, localDate(new Date())),
  });
}
