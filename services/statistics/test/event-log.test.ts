import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventually, payloadOf, userCaller, useTestService } from '@takt/kit/testing';
import { AuditEvents } from '@takt/proto';
import { statisticsService } from '../src/service.ts';

const t = useTestService(statisticsService);

const audit = (entityId: string, lastName: string) =>
  payloadOf(AuditEvents.IdentityAuditRecorded, {
    entityId,
    executedByName: 'Klein, Petra',
    changes: { lastName: { from: 'Alt', to: lastName } },
  });

describe('event log', () => {
  it('keeps audited changes per entity, newest first, for the own company only', async () => {
    const a = userCaller('manager');
    const b = userCaller('manager');
    const userId = randomUUID();
    const first = await t.emit(AuditEvents.IdentityAuditRecorded, a.companyId, audit(userId, 'Groß'));
    await new Promise((r) => setTimeout(r, 5)); // distinct occurredAt, so the order is defined
    await t.emit(AuditEvents.IdentityAuditRecorded, a.companyId, audit(userId, 'Größer'));
    await t.redeliver(first);
    const url = `/api/EventLog/GetLog/User/${userId}`;
    const log = await eventually(async () => {
      const res = await t.call('GET', url, undefined, a);
      const rows = res.json() as { displayText: string[]; executedByName: string }[];
      return rows.length === 2 ? rows : undefined;
    });
    expect(log.map((r) => r.displayText)).toEqual([['lastName: Alt → Größer'], ['lastName: Alt → Groß']]);
    expect(log[0]!.executedByName).toBe('Klein, Petra');

    expect((await t.call('GET', url, undefined, b)).json()).toEqual([]);
  });

  it('is for admins and managers only', async () => {
    const url = `/api/EventLog/GetLog/User/${randomUUID()}`;
    expect((await t.call('GET', url, undefined, userCaller('employee'))).statusCode).toBe(403);
    expect((await t.call('GET', url, undefined, userCaller('admin'))).statusCode).toBe(200);
    expect((await t.call('GET', '/api/EventLog/GetLog/User/not-a-uuid', undefined, userCaller('admin'))).statusCode).toBe(400);
  });
});
