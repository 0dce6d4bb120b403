import { fail, isUniqueViolation, validationFailed, type TxClient } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import { visitTimesProblem } from '../domain/presence-times.ts';
import type { Client } from '../store/client.ts';
import { overlappingVisit, type VisitFacts } from '../store/presence-records.ts';
import type { Visitor } from '../store/presences.ts';

type Tx = TxClient<Client>;

export interface VisitInput {
  locationId: string;
  dateEnter?: string | null;
  dateLeave?: string | null;
  text?: string | null;
}

/** The facts of a visit from a body: entering now when not given; times checked (domain rule). */
export function visitFactsOf(input: VisitInput, now = new Date()): VisitFacts {
  const facts = {
    locationId: input.locationId,
    dateEnter: input.dateEnter ? new Date(input.dateEnter) : now,
    dateLeave: input.dateLeave ? new Date(input.dateLeave) : null,
    text: input.text ?? null,
  };
  const problem = visitTimesProblem(facts, now);
  if (problem) throw validationFailed([problem]);
  return facts;
}

const inTwoPlaces = () => fail(ErrorCode.Conflict, 'The person has another visit at that time');

/** One cannot be in two places: another visit of the person in that time answers conflict. */
export async function assertNoOverlap(
  tx: Tx,
  who: Pick<Visitor, 'attendeeId' | 'applicationUserId'>,
  facts: VisitFacts,
  exceptId?: string,
) {
  if (await overlappingVisit(tx, who, facts, exceptId)) throw inTwoPlaces();
}

/** A concurrent open visit that won the one-open-visit index is the same conflict. */
export async function conflictOnOpenVisitRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'presence_open_attendee') || isUniqueViolation(err, 'presence_open_user')) throw inTwoPlaces();
    throw err;
  }
}
