import { Authority } from '@takt/proto';
import type { TxClient } from '@takt/kit';
import type { Client } from './client.ts';

type Tx = TxClient<Client>;

// What identity holds about one member (decision 0037): the login, its sessions, department refs.

/** The member's login: the user of `applicationUserId` linked to the attendee, deleted or not. */
export function loginOf(tx: Tx, attendeeId: string, applicationUserId: string | null) {
  if (!applicationUserId) return Promise.resolve(null);
  return tx.user.findFirst({ where: { id: applicationUserId, attendeeId } });
}

/** A login that is also a staff account stays (the employee's matter); only the member link goes. */
export function isMemberOnly(authorities: readonly string[]): boolean {
  return authorities.every((a) => a === Authority.Attendee || a === Authority.Interested);
}

export async function personRowsOf(tx: Tx, attendeeId: string, userId: string | null) {
  const user = userId ? await tx.user.findFirst({ where: { id: userId, attendeeId }, omit: { passwordHash: true } }) : null;
  const sessions = user
    ? await tx.refreshToken.findMany({
        where: { userId: user.id },
        select: { createdAt: true, expiresAt: true, usedAt: true, revokedAt: true },
        orderBy: { createdAt: 'asc' },
      })
    : [];
  const permissions = user
    ? await tx.userPermissionSet.findFirst({ where: { applicationUserId: user.id }, select: { flags: true } })
    : null;
  const departmentRefs = await tx.departmentRef.findMany({
    where: { OR: [{ attendeeId }, ...(user ? [{ userId: user.id }] : [])] },
    select: { departmentId: true, createdDate: true },
  });
  return { user, sessions, permissions: permissions?.flags ?? null, departmentRefs };
}

/** Deletes the login and all that hangs on it (sessions, single-use keys, permissions). */
export async function deleteLogin(tx: Tx, userId: string): Promise<void> {
  await tx.refreshToken.deleteMany({ where: { userId } });
  await tx.userToken.deleteMany({ where: { userId } });
  await tx.userPermissionSet.deleteMany({ where: { applicationUserId: userId } });
  await tx.departmentRef.deleteMany({ where: { userId } });
  await tx.user.delete({ where: { id: userId } });
}

/** The attendee's own rows: department refs and the read model entry. */
export async function deleteAttendeeRows(tx: Tx, attendeeId: string): Promise<void> {
  await tx.departmentRef.deleteMany({ where: { attendeeId } });
  await tx.attendeeView.deleteMany({ where: { id: attendeeId } });
}

export async function unlinkAttendee(tx: Tx, userId: string): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { attendeeId: null } });
}
