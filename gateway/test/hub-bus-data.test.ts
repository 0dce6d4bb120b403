import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { MemoryBus, type Logger } from '@takt/kit';
import { userCaller } from '@takt/kit/testing';
import { HubMethod } from '@takt/proto';
import type { WebSocket } from 'ws';
import { describe, expect, it, vi } from 'vitest';
import { Hub } from '../src/hub.ts';
import { frame, RS } from '../src/hub-protocol.ts';

/** A socket stand-in: records what the hub sends, lets the test play the client. */
class FakeSocket extends EventEmitter {
  readonly sent: string[] = [];
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.emit('close');
  }
}

describe('hub: data from the bus', () => {
  it('logs and skips notices that are not JSON or break the schema, and goes on relaying', async () => {
    const bus = new MemoryBus();
    const warn = vi.fn();
    const hub = new Hub(bus, { warn, info: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as Logger);
    await hub.start();
    const caller = userCaller('admin');
    const socket = new FakeSocket();
    hub.attach(socket as unknown as WebSocket, caller, { user: 0, company: 0 });
    socket.emit('message', Buffer.from(frame({ protocol: 'json', version: 1 })));
    socket.emit(
      'message',
      Buffer.from(frame({ type: 1, invocationId: '1', target: 'JoinUserGroupCompany', arguments: [caller.companyId] })),
    );
    const subject = `notify.${caller.companyId}.${HubMethod.UpdatePushMessages}`;

    await expect(bus.notify(subject, Buffer.from('{not json'))).resolves.toBeUndefined();
    await expect(bus.notify(subject, Buffer.from(JSON.stringify({ accountIds: 'not a list' })))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);

    const accountId = randomUUID();
    await bus.notify(subject, Buffer.from(JSON.stringify({ accountIds: [accountId] })));
    const pushes = socket.sent.filter((s) => s.includes(HubMethod.UpdatePushMessages));
    expect(pushes).toEqual([frame({ type: 1, target: HubMethod.UpdatePushMessages, arguments: [[accountId]] })]);
    expect(pushes[0]!.endsWith(RS)).toBe(true);
    await hub.stop();
  });

  it("sends a chat notice only to the clients in that appointment's chat group of the company", async () => {
    const bus = new MemoryBus();
    const hub = new Hub(bus, { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as Logger);
    await hub.start();
    const appointmentId = randomUUID();
    const staff = userCaller('trainer');
    const connect = (caller: ReturnType<typeof userCaller>, target: string, arg: string) => {
      const socket = new FakeSocket();
      hub.attach(socket as unknown as WebSocket, caller, { user: 0, company: 0 });
      socket.emit('message', Buffer.from(frame({ protocol: 'json', version: 1 })));
      socket.emit('message', Buffer.from(frame({ type: 1, invocationId: '1', target, arguments: [arg] })));
      return socket;
    };
    const inChat = connect(staff, 'JoinUserGroupAppointmentChat', appointmentId.toUpperCase());
    const companyOnly = connect(userCaller('admin', staff.companyId), 'JoinUserGroupCompany', staff.companyId);
    const otherCompany = connect(userCaller('trainer'), 'JoinUserGroupAppointmentChat', appointmentId);
    const messageId = randomUUID();

    await bus.notify(
      `notify.${staff.companyId}.${HubMethod.NewAppointmentMessage}`,
      Buffer.from(JSON.stringify({ appointmentId, messageId })),
    );
    const chats = (s: FakeSocket) => s.sent.filter((m) => m.includes(HubMethod.NewAppointmentMessage));
    expect(chats(inChat)).toEqual([frame({ type: 1, target: HubMethod.NewAppointmentMessage, arguments: [appointmentId, messageId] })]);
    expect(chats(companyOnly)).toEqual([]);
    expect(chats(otherCompany)).toEqual([]);
    await hub.stop();
  });
});
