import { describe, expect, it } from 'vitest';
import { Password, primaryRole, UserName } from '@takt/proto';
import { hasFreeLicence, moreLicencesNeeded, takesLicence, usesLicence } from '../src/domain/licences.ts';
import { randomPassword } from '../src/domain/random-password.ts';
import {
  fullName,
  isActualEmployee,
  isInactiveOrExpired,
  isNewItem,
  isTrainerOnly,
  mayGrant,
  parseAuthorities,
} from '../src/domain/user-rules.ts';

describe('user rules', () => {
  it('writes the full name as "Last, First"', () => {
    expect(fullName({ firstName: 'Jürgen', lastName: 'Weiß' })).toBe('Weiß, Jürgen');
    expect(fullName({ firstName: ' ', lastName: 'Weiß' })).toBe('Weiß');
    expect(fullName({ firstName: 'Jürgen', lastName: '' })).toBe('Jürgen');
  });

  it.each([
    [{ active: true }, false],
    [{ active: false }, true],
    [{ active: true, tillDate: '2026-03-09' }, true],
    [{ active: true, tillDate: '2026-03-10' }, false],
    [{ active: true, fromDate: '2026-03-11' }, true],
    [{ active: true, fromDate: '2026-03-10', tillDate: '2026-12-31' }, false],
    [{ active: false, fromDate: '2026-01-01', tillDate: '2026-12-31' }, true],
  ])('inactive or expired on 2026-03-10: %o -> %s', (u, expected) => {
    expect(isInactiveOrExpired(u, '2026-03-10')).toBe(expected);
  });

  it.each([
    [['ROLE_EMPLOYEE'], true, false],
    [['ROLE_MANAGER'], true, false],
    [['ROLE_ADMIN'], true, false],
    [['ROLE_TRAINER'], false, true],
    [['ROLE_TRAINER', 'ROLE_EMPLOYEE'], true, false],
    [['ROLE_ATTENDEE'], false, false],
    [[], false, false],
  ])('%o: actual employee %s, trainer only %s', (authorities, actual, trainerOnly) => {
    expect(isActualEmployee(authorities)).toBe(actual);
    expect(isTrainerOnly(authorities)).toBe(trainerOnly);
  });

  it('derives the role by the spec priority, attendee as fallback', () => {
    expect(primaryRole(['ROLE_TRAINER', 'ROLE_MANAGER', 'ROLE_EMPLOYEE'])).toBe('manager');
    expect(primaryRole(['ROLE_INTERESTED', 'ROLE_ATTENDEE'])).toBe('attendee');
    expect(primaryRole(['ROLE_TRAINER', 'ROLE_ADMIN'])).toBe('admin');
    expect(primaryRole([])).toBe('attendee');
  });

  it('parses comma-joined authorities into priority order and names unknown ones', () => {
    expect(parseAuthorities(' role_trainer,ROLE_EMPLOYEE ,,ROLE_TRAINER')).toEqual({
      authorities: ['ROLE_EMPLOYEE', 'ROLE_TRAINER'],
      unknown: [],
    });
    expect(parseAuthorities(['ROLE_BOSS', 'ROLE_ADMIN'])).toEqual({ authorities: ['ROLE_ADMIN'], unknown: ['ROLE_BOSS'] });
  });

  it('lets admins grant anything, managers everything but admin, employees nothing above employee', () => {
    expect(mayGrant(['admin'], ['ROLE_ADMIN'])).toBe(true);
    expect(mayGrant(['manager'], ['ROLE_MANAGER', 'ROLE_TRAINER'])).toBe(true);
    expect(mayGrant(['manager'], ['ROLE_ADMIN'])).toBe(false);
    expect(mayGrant(['employee'], ['ROLE_EMPLOYEE', 'ROLE_TRAINER'])).toBe(true);
    expect(mayGrant(['employee'], ['ROLE_MANAGER'])).toBe(false);
    expect(mayGrant(['trainer'], ['ROLE_EMPLOYEE'])).toBe(false);
  });

  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['4b4f7c1e-8d2a-4f57-9a51-0c1d2e3f4a5b', false],
  ])('save rule: id %o creates: %s', (id, created) => {
    expect(isNewItem(id)).toBe(created);
  });
});

describe('user name and password rules (spec section 5)', () => {
  it.each(['jürgen.weiß', 'anna_müller-2', 'zoë@studio', 'josé+tanz', 'ÅSA.ØRN', 'François'])('accepts user name %s', (name) => {
    expect(UserName.safeParse(name).success).toBe(true);
  });
  it.each(['jürgen weiß', 'a/b', 'anna#1', 'x', 'tab\tname', 'semi;colon'])('rejects user name %o', (name) => {
    expect(UserName.safeParse(name).success).toBe(false);
  });
  it.each(['Geheim#2026', 'Über$chall1', 'aB3!aB3!'])('accepts password %s', (pw) => {
    expect(Password.safeParse(pw).success).toBe(true);
  });
  it.each(['geheim#2026', 'GEHEIM#2026', 'Geheim2026', 'Gehe#1', 'Geheimnis#'])('rejects password %s', (pw) => {
    expect(Password.safeParse(pw).success).toBe(false);
  });
  it('makes random passwords that meet the rule', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const pw = randomPassword();
      expect(Password.safeParse(pw).success, pw).toBe(true);
      seen.add(pw);
    }
    expect(seen.size).toBe(200);
  });
});

describe('licences (spec section 4)', () => {
  it('needs more licences only when total + 1 is below the active users', () => {
    expect(moreLicencesNeeded(5, 5)).toBe(false);
    expect(moreLicencesNeeded(5, 6)).toBe(false);
    expect(moreLicencesNeeded(5, 7)).toBe(true);
    expect(moreLicencesNeeded(0, 2)).toBe(true);
  });

  it('has a free licence while active users are fewer than licences', () => {
    expect(hasFreeLicence(5, 4)).toBe(true);
    expect(hasFreeLicence(5, 5)).toBe(false);
  });

  it('takes a licence when an actual employee becomes active', () => {
    const employee = { active: true, authorities: ['ROLE_EMPLOYEE'] };
    expect(usesLicence(employee)).toBe(true);
    expect(usesLicence({ ...employee, deletedDate: new Date() })).toBe(false);
    expect(takesLicence(null, employee)).toBe(true);
    expect(takesLicence(null, { active: true, authorities: ['ROLE_TRAINER'] })).toBe(false);
    expect(takesLicence({ ...employee, active: false }, employee)).toBe(true);
    expect(takesLicence(employee, { ...employee, firstName: 'x' } as typeof employee)).toBe(false);
    expect(
      takesLicence({ active: true, authorities: ['ROLE_TRAINER'] }, { active: true, authorities: ['ROLE_TRAINER', 'ROLE_EMPLOYEE'] }),
    ).toBe(true);
    expect(takesLicence(employee, { ...employee, active: false })).toBe(false);
  });
});
