import { describe, expect, it } from 'vitest';
import { MembershipRequestStatus as S, MembershipRequestType as T } from '@takt/proto';
import { decidedAlready, endsMembership, grantsMembershipType, membershipTypeNames } from './membership-request.ts';

describe('membership request types', () => {
  it.each([
    [T.MembershipApplication, false, true],
    [T.SubscriptionOrder, false, true],
    [T.SubscriptionCancellation, true, false],
    [T.InvalidAgeForMemberStatus, false, false],
    [T.MembershipTermination, true, false],
    [T.ContactDataChanged, false, false],
  ])('type %i ends a membership: %s, grants a type: %s', (type, ends, grants) => {
    expect(endsMembership(type)).toBe(ends);
    expect(grantsMembershipType(type)).toBe(grants);
  });
});

describe('decidedAlready (Open → Done or Rejected only)', () => {
  it.each([
    ['all open', [S.Open, S.Open], []],
    ['one done', [S.Open, S.Done], ['r1']],
    ['one rejected', [S.Rejected, S.Open], ['r0']],
    ['none given', [], []],
    ['all decided', [S.Done, S.Rejected], ['r0', 'r1']],
  ])('%s', (_, statuses, expected) => {
    expect(decidedAlready(statuses.map((status, i) => ({ id: `r${i}`, status })))).toEqual(expected);
  });
});

describe('membershipTypeNames', () => {
  it.each([
    [[], ''],
    [['Yoga'], 'Yoga'],
    [['Yoga', 'Zumba', 'Yoga'], 'Yoga, Zumba'],
  ])('%j → %s', (names, expected) => {
    expect(membershipTypeNames(names)).toBe(expected);
  });
});
