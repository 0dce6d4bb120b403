import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** One scenario file drives both the k6 script (k6/run-scenario.js) and the Node runner. */
export const Scenario = z.object({
  name: z.string(),
  description: z.string(),
  durationSeconds: z.number().int().min(1).max(120),
  connections: z.number().int().min(1).max(200),
  targets: z
    .array(
      z.object({
        name: z.string(),
        via: z.string(),
        method: z.enum(['GET', 'POST']),
        path: z.string(),
        body: z.unknown().optional(),
        /** This target's own number of connections (one at a time shows the latency without queueing). */
        connections: z.number().int().min(1).max(200).optional(),
      }),
    )
    .min(1),
  /**
   * A rush instead of a steady load: `members` distinct members send the target once, all at the
   * same moment, on one appointment with `maxAttendees` places (`{{attendeeId}}` and
   * `{{appointmentId}}` in the body); pgbench then measures the hot-row ceiling it is compared to.
   */
  rush: z
    .object({
      members: z.number().int().min(1).max(1000),
      maxAttendees: z.number().int().min(1),
      pgbench: z.object({ clients: z.number().int().min(1).max(200), seconds: z.number().int().min(1).max(60) }),
    })
    .optional(),
});
export type Scenario = z.infer<typeof Scenario>;

export function loadScenario(path: string): Scenario {
  return Scenario.parse(JSON.parse(readFileSync(path, 'utf8')));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
