/** Pauses between looks at a read model: about 1.5 s in all, then the id counts as unknown. */
export const READ_MODEL_WAITS_MS = [50, 100, 200, 400, 800] as const;

/**
 * Whether an id another service owns is in this service's read model, giving the event that
 * announces it a moment to arrive: a location created a moment ago may still be on its way
 * through the outbox and the bus. `isKnown` runs once, then again after each pause until it
 * answers true. Decision 0023.
 */
export async function knownSoon(isKnown: () => Promise<boolean>, waitsMs: readonly number[] = READ_MODEL_WAITS_MS): Promise<boolean> {
  if (await isKnown()) return true;
  for (const ms of waitsMs) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (await isKnown()) return true;
  }
  return false;
}
