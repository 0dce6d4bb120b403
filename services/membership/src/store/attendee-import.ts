import { randomUUID } from 'node:crypto';
import { fromDbDate, toDbDate, type TxClient } from '@takt/kit';
import type { AttendeeInput } from '@takt/proto';
import { notDeleted } from './attendees.ts';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;
const date = (d: string | null | undefined) => (d ? toDbDate(d) : null);

/** The member numbers among `numbers` that an attendee of the company holds. */
export async function takenMemberNumbers(tx: Tx, numbers: readonly string[]): Promise<Set<string>> {
  if (!numbers.length) return new Set();
  const found = await tx.attendee.findMany({
    where: { memberNumber: { in: [...numbers] }, ...notDeleted },
    select: { memberNumber: true },
  });
  return new Set(found.map((f) => f.memberNumber!));
}

/** An import's attendees in one statement (interested persons: an import creates no logins). */
export function insertImportedAttendees(tx: Tx, inputs: readonly AttendeeInput[]) {
  return tx.attendee.createManyAndReturn({
    data: inputs.map(({ membershipTypes: _m, userName: _u, birthday, fromDate, tillDate, ...fields }) => ({
      ...fields,
      id: randomUUID(),
      birthday: date(birthday),
      fromDate: date(fromDate),
      tillDate: date(tillDate),
    })),
  });
}

/** The company's attendees in the Excel template's shape (values by column key). */
export async function attendeesForExcel(tx: Tx, limit: number) {
  const rows = await tx.attendee.findMany({
    where: notDeleted,
    orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
    take: limit,
  });
  return rows.map((a) => ({
    salutation: a.salutation,
    firstName: a.firstName,
    lastName: a.lastName,
    email: a.email,
    phone: a.phone,
    street: a.street,
    zip: a.zip,
    city: a.city,
    birthday: a.birthday ? fromDbDate(a.birthday) : null,
    memberNumber: a.memberNumber,
    fromDate: a.fromDate ? fromDbDate(a.fromDate) : null,
  }));
}
