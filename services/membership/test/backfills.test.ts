import { describe, expect, it } from 'vitest';
import { createLogger, rawSql, runBackfills } from '@takt/kit';
import { userCaller, useTestService } from '@takt/kit/testing';
import { membershipBackfills } from '../src/operations/announce-backfills.ts';
import { membershipService } from '../src/service.ts';
import { attendeeFixtures } from './attendee-fixtures.ts';

// Notification's read models of members (decision 0061): attendees and their additional locations
// that existed before notification listened are announced once per database.
const t = useTestService(membershipService);
const { call, location, attendee } = attendeeFixtures(t);
const log = createLogger('backfill-test', 'silent');
const forget = () => t.db.system((tx) => rawSql(tx).$executeRaw`DELETE FROM kit_backfill`);

describe('membership backfills', () => {
  it("announces every company's attendees as they are now, their additional locations and characteristics and the catalogue's names, once; deleted ones not", async () => {
    const a = userCaller('manager');
    const [nord, sued] = [await location(a.companyId, 'Nord'), await location(a.companyId, 'Süd')];
    const weit = await attendee(a, { LastName: 'Weit', MainLocationId: nord });
    const nah = await attendee(a, { LastName: 'Nah', UserName: undefined });
    const gone = await attendee(a, { LastName: 'Fort' });
    const placed = await call('POST', '/api/LocationAttendees/AddMultiple', { AttendeeId: weit, LocationIds: [sued] }, a);
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await call('DELETE', `/api/Attendees/${gone}`, undefined, a)).statusCode).toBe(200);
    // Statistics' names of costs and characteristics and the attendees' characteristics (decision 0068).
    const entries = await call('POST', '/api/references/AddMultiple/Characteristic', { Entries: [{ Name: 'Reha' }] }, a);
    const [reha] = entries.json() as string[];
    const cost = (await call('POST', '/api/references/AddMultiple/Cost', { Entries: [{ Name: 'Probestunde', Cost: 900 }] }, a)).json();
    const linked = await call(
      'POST',
      '/api/ReferenceParents/AddMultiple/CharacteristicAttendee',
      { ParentId: nah, ReferenceIds: [reha] },
      a,
    );
    expect(linked.statusCode, linked.body).toBe(200);
    const before = (await t.outbox()).length;
    const announced = async (subject: string) =>
      (await t.outbox())
        .slice(before)
        .filter((e) => e.subject === subject && e.companyId === a.companyId)
        .map((e) => e.payload as Record<string, unknown>);

    await forget(); // as on a database that started before notification's read models existed
    await runBackfills(t.db, membershipBackfills, log);

    const updated = await announced('membership.attendee.updated');
    // @1 (notification's audience) and @2 (documents' and notes' names, decision 0069) each announce both.
    expect(updated.map((p) => p.attendeeId).sort()).toEqual([weit, weit, nah, nah].sort());
    expect(updated.find((p) => p.attendeeId === weit)).toMatchObject({ lastName: 'Weit', mainLocationId: nord });
    expect(updated.find((p) => p.attendeeId === weit)!.applicationUserId).toEqual(expect.any(String));
    expect(await announced('membership.attendee-locations.replaced')).toEqual([{ attendeeId: weit, locationIds: [sued] }]);
    expect(await announced('membership.characteristic.saved')).toEqual([{ characteristicId: reha, name: 'Reha' }]);
    expect(await announced('membership.cost.saved')).toEqual([expect.objectContaining({ costId: cost[0], name: 'Probestunde' })]);
    expect(await announced('membership.attendee-characteristics.set')).toEqual([
      { attendeeId: nah, characteristics: [{ referenceId: reha, fromDate: null, tillDate: null }] },
    ]);

    const after = (await t.outbox()).length;
    await runBackfills(t.db, membershipBackfills, log);
    expect((await t.outbox()).length).toBe(after);
  });
});
