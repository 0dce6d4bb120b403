import { describe, expect, it } from 'vitest';
import { createLogger, rawSql, runBackfills, type Backfill } from '@takt/kit';
import { signUp, useTestService } from '@takt/kit/testing';
import { organisationFixtures } from './organisation-fixtures.ts';
import { identityBackfills } from '../src/operations/announce-backfills.ts';
import { identityService } from '../src/service.ts';
import type { Client } from '../src/store/client.ts';

const t = useTestService(identityService);
const { manager, location, department, attendee } = organisationFixtures(t);
const log = createLogger('backfill-test', 'silent');

const done = () =>
  t.db.system((tx) => rawSql(tx).$queryRaw<{ name: string; events: number }[]>`SELECT name, events FROM kit_backfill ORDER BY name`);
const forget = () => t.db.system((tx) => rawSql(tx).$executeRaw`DELETE FROM kit_backfill`);

describe('identity backfills', () => {
  it('ran at start, once, and announce every company staff and saved settings when run on an older database', async () => {
    expect((await done()).map((r) => r.name)).toEqual([
      'identity.department-refs.replaced.attendees@1',
      'identity.department.saved@1',
      'identity.location.created@1',
      'identity.location.updated@1',
      'identity.settings.saved@2',
      'identity.staff-user.saved@2',
      'identity.user.language-changed@1',
    ]);
    const { admin } = await signUp(t.call);
    const trainer = await t.call(
      'POST',
      '/api/Trainers/de',
      {
        FirstName: 'Tina',
        LastName: 'Trainer',
        UserName: `tina.${admin.companyId.slice(0, 6)}`,
        Email: `tina.${admin.companyId.slice(0, 6)}@example.com`,
        Password: 'Geheim#2026',
      },
      admin,
    );
    expect(trainer.statusCode, trainer.body).toBe(200);
    const saved = await t.call('POST', '/api/settingss', { AppointmentBookingInAdvanceDays: 9 }, admin);
    expect(saved.statusCode, saved.body).toBe(200);
    const before = (await t.outbox()).length;

    await forget(); // as on a database that started before these read models existed
    await runBackfills(t.db, identityBackfills, log);

    const announced = (await t.outbox()).slice(before);
    const staff = announced.filter((e) => e.subject === 'identity.staff-user.saved' && e.companyId === admin.companyId);
    expect(staff.map((e) => (e.payload as { userId: string }).userId).sort()).toEqual([admin.userId, trainer.json().id].sort());
    const settings = announced.filter((e) => e.subject === 'identity.settings.saved' && e.companyId === admin.companyId);
    expect(settings.map((e) => (e.payload as { appointmentBookingInAdvanceDays: number }).appointmentBookingInAdvanceDays)).toEqual([9]);
    const counted = (await done()).filter((r) => /staff-user|settings/.test(r.name));
    expect(counted.every((r) => r.events > 0)).toBe(true);

    const after = (await t.outbox()).length;
    await runBackfills(t.db, identityBackfills, log);
    expect((await t.outbox()).length).toBe(after);
  });

  it("announces every company's locations, departments, attendees' departments and English speakers for notification and statistics", async () => {
    const m = await manager();
    const mitte = await location(m, { Name: 'Mitte', City: 'Köln' });
    const yoga = await department(m, { Name: 'Yoga' });
    const member = await attendee(m.companyId);
    const refs = await t.call('POST', '/api/DepartmentRefs/AddMultiple', { DepartmentIds: [yoga], AttendeeId: member }, m);
    expect(refs.statusCode, refs.body).toBe(200);
    expect((await t.call('PUT', '/api/Employees/UpdateLanguage', { Language: 'en' }, m)).statusCode).toBe(200);
    const before = (await t.outbox()).length;

    await forget();
    await runBackfills(t.db, identityBackfills, log);

    const mine = (subject: string) =>
      t.outbox().then((all) =>
        all
          .slice(before)
          .filter((e) => e.subject === subject && e.companyId === m.companyId)
          .map((e) => e.payload),
      );
    expect(await mine('identity.location.created')).toEqual([{ locationId: mitte, name: 'Mitte' }]);
    expect(await mine('identity.location.updated')).toEqual([{ locationId: mitte, name: 'Mitte' }]);
    expect(await mine('identity.department.saved')).toEqual([{ departmentId: yoga, name: 'Yoga' }]);
    expect(await mine('identity.department-refs.replaced')).toEqual([{ owner: 'attendeeId', ownerId: member, departmentIds: [yoga] }]);
    expect(await mine('identity.user.language-changed')).toEqual([{ userId: m.userId, language: 'en' }]);
  });

  it('keeps no claim of a backfill that failed, so the next start runs it again', async () => {
    let runs = 0;
    const flaky: Backfill<Client> = {
      name: 'test.flaky@1',
      async run() {
        runs++;
        if (runs === 1) throw new Error('database went away');
        return 0;
      },
    };
    await runBackfills(t.db, [flaky], log);
    expect((await done()).some((r) => r.name === 'test.flaky@1')).toBe(false);
    await runBackfills(t.db, [flaky], log);
    await runBackfills(t.db, [flaky], log);
    expect(runs).toBe(2);
    expect((await done()).some((r) => r.name === 'test.flaky@1')).toBe(true);
  });
});
