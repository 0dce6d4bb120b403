import { EventEmitter } from 'node:events';
import { MemoryBus, type Logger, type SessionStamps } from '@takt/kit';
import { eventually, userCaller } from '@takt/kit/testing';
import { HubMethod, type UserCaller } from '@takt/proto';
import type { WebSocket } from 'ws';
import { describe, expect, it, vi } from 'vitest';
import { Hub, SESSION_ENDED_CLOSE, type SessionProbe } from '../src/hub.ts';
import { frame } from '../src/hub-protocol.ts';

class FakeSocket extends EventEmitter {
  readonly sent: string[] = [];
  closedWith?: number;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code ?? 1000;
    this.emit('close');
  }
}

const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as Logger;

/** Revocation as the stamps in Redis express it: a user is revoked once their stamp passes the token's. */
class Stamps implements SessionProbe {
  readonly revoked = new Set<string>();
  async isCurrent(caller: UserCaller, _issued: SessionStamps) {
    return !this.revoked.has(caller.userId);
  }
}

function joined(hub: Hub, caller: UserCaller): FakeSocket {
  const socket = new FakeSocket();
  hub.attach(socket as unknown as WebSocket, caller, { user: 1, company: 1 });
  socket.emit('message', Buffer.from(frame({ protocol: 'json', version: 1 })));
  socket.emit('message', Buffer.from(frame({ type: 1, invocationId: '1', target: 'JoinUserGroupCompany', arguments: [caller.companyId] })));
  return socket;
}

const pushes = (s: FakeSocket) => s.sent.filter((m) => m.includes(HubMethod.UpdatePushMessages)).length;

describe('hub: sessions that end while the socket is open', () => {
  it('closes the sockets of a revoked session within a sweep and stops relaying to them; others keep listening', async () => {
    const bus = new MemoryBus();
    const stamps = new Stamps();
    const hub = new Hub(bus, log, stamps, 20);
    await hub.start();
    const ended = userCaller('employee');
    const colleague = userCaller('employee', ended.companyId);
    const [a, b] = [joined(hub, ended), joined(hub, colleague)];
    const notice = () => bus.notify(`notify.${ended.companyId}.${HubMethod.UpdatePushMessages}`, Buffer.from('{"accountIds":[]}'));

    await notice();
    expect([pushes(a), pushes(b)]).toEqual([1, 1]);
    // Several sweeps pass while the session is current: nothing is closed.
    await new Promise((r) => setTimeout(r, 100));
    expect(a.closedWith).toBeUndefined();

    stamps.revoked.add(ended.userId);
    await eventually(async () => a.closedWith, 2_000, 'the revoked socket to close');
    expect(a.closedWith).toBe(SESSION_ENDED_CLOSE);
    await notice();
    expect([pushes(a), pushes(b), hub.size]).toEqual([1, 2, 1]);
    expect(b.closedWith).toBeUndefined();
    await hub.stop();
  });
});
