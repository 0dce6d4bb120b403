import { z } from 'zod';

/** The one-process start's own settings (`npm start`), besides kit's and every service's. */
export const standaloneSettings = z.object({
  STANDALONE_DATA_DIR: z
    .string()
    .optional()
    .meta({ description: 'Data folder of the embedded PostgreSQL; default `.data/postgres` in the repository.' }),
  STANDALONE_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329).meta({ description: 'Port of the embedded PostgreSQL.' }),
});
