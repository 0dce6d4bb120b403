/** The raw-SQL surface of a Prisma client or transaction, for kit's own tables and locks. */
export interface RawSql {
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<number>;
}

/** Every generated client has this surface; kit's generic transactions do not know it by type. */
export const rawSql = (tx: unknown): RawSql => tx as RawSql;
