import { Prisma } from './generated/client.ts';

/** True for a unique-index violation (Prisma P2002), e.g. two requests racing for one member number. */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';
}
