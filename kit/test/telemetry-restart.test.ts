import { IdentityEvents } from '@takt/proto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildEnvelope, startTelemetry, stopTelemetry, withEventSpan } from '../src/index.ts';
import { eventually, startOtlpReceiver } from '../src/testing/index.ts';

const companyId = '6c0e37e3-e856-45ee-bd58-484b11882c67';
const payload = { locationId: '800c56e4-354d-11eb-be38-3af9d323e83c', name: 'Saal 1' };
const receivers: Awaited<ReturnType<typeof startOtlpReceiver>>[] = [];
afterAll(async () => {
  await stopTelemetry();
  await Promise.all(receivers.map((r) => r.close()));
});

describe('tracing started again in the same process', () => {
  it('sends the spans after a stop and a new start to the new collector', async () => {
    for (const round of ['first', 'second']) {
      const collector = await startOtlpReceiver();
      receivers.push(collector);
      await startTelemetry(`restart-${round}`, collector.url);
      await withEventSpan(buildEnvelope(IdentityEvents.LocationCreated, payload, companyId), round, async () => undefined);
      await stopTelemetry();
      // The stop sends what is buffered: the span is there, with this round's process name.
      const span = await eventually(async () => collector.spans.find((s) => s.name === `${round} identity.location.created`));
      expect(span.process).toBe(`restart-${round}`);
    }
  });
});
