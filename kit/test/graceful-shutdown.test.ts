import { randomUUID } from 'node:crypto';
import { IdentityEvents } from '@takt/proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryBus } from '../src/bus/index.ts';
import { asTenant } from '../src/context.ts';
import { publishEvent } from '../src/events/outbox.ts';
import { startService, type RunningService } from '../src/http/service.ts';
import { createTestEnv, gatewayHeaders, userCaller, type TestEnv } from '../src/testing/index.ts';
import type { NoteClient } from './fixture/note-db.ts';
import { noteService } from './fixture/note-service.ts';

/** An in-process bus that records the message ids it was asked to publish. */
class RecordingBus extends MemoryBus {
  readonly published: string[] = [];
  override async publish(subject: string, data: Uint8Array, msgId: string): Promise<void> {
    this.published.push(msgId);
    return super.publish(subject, data, msgId);
  }
}

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv('shutdown');
});
afterAll(async () => {
  await env?.dispose();
});

describe('graceful shutdown', () => {
  it('answers the request in flight, sends the event it committed, then refuses new connections', async () => {
    const bus = new RecordingBus();
    let started!: () => void;
    const inFlight = new Promise<void>((r) => (started = r));
    const companyId = randomUUID();
    // A slow write: the note and its event commit only after close() has begun.
    const service = {
      ...noteService,
      plugins: async (app: import('fastify').FastifyInstance) => {
        app.post('/slow', async () => {
          started();
          await new Promise((r) => setTimeout(r, 500));
          const envelope = await asTenant(companyId, () =>
            svc.db.tx(async (tx) => {
              await tx.note.create({ data: { text: 'written while stopping' } });
              return publishEvent(tx, IdentityEvents.LocationCreated, { locationId: randomUUID(), name: 'late' });
            }),
          );
          return { eventId: envelope.id };
        });
      },
    };
    const svc: RunningService<NoteClient> = await startService(service, { config: env.config, env: env.env, bus, cache: env.cache });
    const headers = gatewayHeaders(env.config, userCaller('admin', companyId), 'POST', '/slow');
    const answer = fetch(`${svc.url}/slow`, { method: 'POST', headers });
    await inFlight;

    await svc.close();

    const res = await answer;
    expect(res.status).toBe(200);
    const { eventId } = (await res.json()) as { eventId: string };
    expect(bus.published).toContain(eventId);
    await expect(fetch(`${svc.url}/slow`, { method: 'POST', headers })).rejects.toThrow();
  });
});
