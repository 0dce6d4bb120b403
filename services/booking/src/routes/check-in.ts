import { dtoOf, type Router } from '@takt/kit';
import { CheckInResult, bookingContracts as c } from '@takt/proto';
import { getMemberCode, getMyMemberCode, revokeMemberCode } from '../operations/member-codes.ts';
import { scanCheckIn } from '../operations/scan-check-in.ts';
import { selfCheckIn } from '../operations/self-check-in.ts';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { toDto as attendanceDto } from './attendance-dto.ts';

const presenceDto = dtoOf(CheckInResult.shape.presence);

export function checkInRoutes(r: Router<Client>, settings: BookingSettings): void {
  r.handle(c.getMemberCode, ({ params, db, user }) => getMemberCode(db, settings, user, params.attendeeId));
  r.handle(c.getMyMemberCode, ({ db, user }) => getMyMemberCode(db, settings, user));
  r.handle(c.revokeMemberCode, ({ params, db, user }) => revokeMemberCode(db, settings, user, params.attendeeId));
  r.handle(c.scanCheckIn, async ({ body, db, user }) => {
    const result = await scanCheckIn(db, settings, user, body);
    return { ...result, checkedIn: result.checkedIn.map(attendanceDto), presence: presenceDto(result.presence) };
  });
  r.handle(c.selfCheckIn, async ({ body, db, user }) => {
    const result = await selfCheckIn(db, settings, user, body);
    return { ...result, checkedIn: result.checkedIn.map(attendanceDto), presence: result.presence && presenceDto(result.presence) };
  });
}
