import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.ts';

export type Client = InstanceType<typeof PrismaClient>;

export function createClient(url: string): Client {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
}
