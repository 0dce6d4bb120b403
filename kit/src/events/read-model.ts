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

/**
 * A read-model table of the names another service announces, keyed by that service's id (columns
 * `id`, `name`, `updatedAt`, plus the tenant's `company_id` by default), as Prisma's delegate offers it.
 */
export interface NamedReadModel {
  upsert(args: {
    where: { id: string };
    create: { id: string; name: string; updatedAt: Date };
    update: { name: string; updatedAt: Date };
  }): PromiseLike<unknown>;
  findUnique(args: { where: { id: string }; select: { id: true } }): PromiseLike<unknown>;
}

/** Records an announced id and name; an upsert, so a redelivered event changes nothing. */
export async function recordNamed(table: NamedReadModel, id: string, name: string): Promise<void> {
  const updatedAt = new Date();
  await table.upsert({ where: { id }, create: { id, name, updatedAt }, update: { name, updatedAt } });
}

/** Whether the transaction's tenant has this id (row-level security hides other companies' rows). */
export async function knownIn(table: Pick<NamedReadModel, 'findUnique'>, id: string): Promise<boolean> {
  return (await table.findUnique({ where: { id }, select: { id: true } })) !== null;
}

/** A Prisma delegate of a read-model table whose rows carry the occurredAt of the event that wrote them. */
export interface StampedTable {
  updateMany(args: never): PromiseLike<{ count: number }>;
  count(args: never): PromiseLike<number>;
  create(args: never): PromiseLike<unknown>;
}

/**
 * Writes `data` to the row `key` picks as of `at` (the event's occurredAt), unless its `stamp`
 * column shows that a newer event wrote it; creates the row when there is none. Answers whether it
 * wrote. An older event handled late (retried after a failure) thus changes nothing (decision 0077).
 */
export async function writeUnlessNewer(
  table: StampedTable,
  key: Record<string, unknown>,
  stamp: string,
  data: Record<string, unknown>,
  at: Date,
): Promise<boolean> {
  const stamped = { ...data, [stamp]: at };
  const { count } = await table.updateMany({
    where: { ...key, OR: [{ [stamp]: null }, { [stamp]: { lte: at } }] },
    data: stamped,
  } as never);
  if (count > 0) return true;
  if ((await table.count({ where: key } as never)) > 0) return false;
  await table.create({ data: { ...key, ...stamped } } as never);
  return true;
}
