export type { PrismaClient as Client } from './generated/client.ts';
