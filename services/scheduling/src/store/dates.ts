/** A local date (yyyy-mm-dd) as Prisma's @db.Date value (midnight UTC). */
export const toDbDate = (date: string): Date => new Date(`${date}T00:00:00.000Z`);

/** A @db.Date value back to yyyy-mm-dd. */
export const fromDbDate = (date: Date): string => date.toISOString().slice(0, 10);
