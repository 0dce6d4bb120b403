import { PrismaPg } from '@prisma/adapter-pg';

type PrismaClass<C> = new (options: { adapter: PrismaPg }) => C;

/** Every service opens its generated client the same way: through the pg driver adapter. */
export const prismaClientFactory =
  <C>(PrismaClient: PrismaClass<C>) =>
  (url: string): C =>
    new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
