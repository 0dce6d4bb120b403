import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bus } from '@takt/kit';
import { noticeSeats, SEATS_NOTICE_GAP_MS } from './seats-notice.ts';

/** A bus that records what is sent to the hub. */
function recordingBus() {
  const sent: { subject: string; ids: string[] }[] = [];
  const bus = {
    notify: async (subject: string, data: Uint8Array) => {
      sent.push({ subject, ids: JSON.parse(Buffer.from(data).toString()).appointmentIds });
    },
  } as unknown as Bus;
  return { bus, sent };
}

describe('seat notices within the gap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells a quiet company at once and the rest of a rush together at the end of the gap', async () => {
    const { bus, sent } = recordingBus();
    const [company, other] = [randomUUID(), randomUUID()];
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await noticeSeats(bus, company, [a]);
    expect(sent.map((s) => s.ids)).toEqual([[a]]);

    for (let i = 0; i < 300; i++) await noticeSeats(bus, company, [i % 2 ? a : b]);
    await noticeSeats(bus, company, [c, c]);
    await noticeSeats(bus, other, [c]);
    // The other company is quiet: told at once; the rush waits for its gap.
    expect(sent.map((s) => s.ids)).toEqual([[a], [c]]);

    await vi.advanceTimersByTimeAsync(SEATS_NOTICE_GAP_MS);
    expect(sent).toHaveLength(3);
    expect(sent[2]!.subject).toContain(company);
    expect(new Set(sent[2]!.ids)).toEqual(new Set([a, b, c]));

    // After a quiet gap the next change is told at once again.
    await vi.advanceTimersByTimeAsync(SEATS_NOTICE_GAP_MS);
    await noticeSeats(bus, company, [b]);
    expect(sent.at(-1)!.ids).toEqual([b]);
    expect(sent).toHaveLength(4);
  });

  it('sends nothing for no appointments and splits more than a notice may name', async () => {
    const { bus, sent } = recordingBus();
    const company = randomUUID();
    await noticeSeats(bus, company, []);
    expect(sent).toEqual([]);
    const many = Array.from({ length: 501 }, () => randomUUID());
    await noticeSeats(bus, company, many);
    expect(sent.map((s) => s.ids.length)).toEqual([500, 1]);
  });
});
