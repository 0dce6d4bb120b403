import { describe, expect, it } from 'vitest';
import { defaultPermissions, PERMISSION_FLAGS } from '@takt/proto/permissions';
import type { Role } from '@takt/proto/roles';
import { navFor } from './nav-items.ts';

const granted = (roles: Role[]) => {
  const set = defaultPermissions(roles);
  return PERMISSION_FLAGS.filter((f) => set[f]);
};
const entries = (roles: Role[], permissions = granted(roles)) => navFor({ roles, permissions }).flatMap((g) => g.items.map((i) => i.to));

describe('drawer entries by role and permission', () => {
  it('shows an admin everything', () => {
    expect(entries(['admin'], [])).toContain('/statistics');
    expect(entries(['admin'], [])).toContain('/direct-debit-creation');
  });

  it('shows an employee the office screens but not statistics or direct debits', () => {
    const e = entries(['employee']);
    expect(e).toEqual(expect.arrayContaining(['/', '/locations', '/employees', '/courses', '/invoices', '/attendees']));
    expect(e).not.toContain('/statistics');
    expect(e).not.toContain('/direct-debit-creation');
  });

  it('hides an entry whose view flag was taken away', () => {
    const withoutLocations = granted(['employee']).filter((f) => f !== 'locationsView');
    expect(entries(['employee'], withoutLocations)).not.toContain('/locations');
  });

  it('shows an attendee neither staff lists nor presences', () => {
    const e = entries(['attendee']);
    expect(e).toContain('/attendances');
    expect(e).not.toContain('/presences');
    expect(e).not.toContain('/locations');
    expect(e).not.toContain('/invoices');
  });
});
