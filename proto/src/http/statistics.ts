import { z } from 'zod';
import { StatisticsType } from '../enums.ts';
import { LocalDate } from './common.ts';
import { route } from './contract.ts';

export const StatisticsRequest = z
  .object({
    type: z.enum(StatisticsType),
    startDate: LocalDate,
    endDate: LocalDate,
  })
  .refine((r) => r.endDate >= r.startDate, { path: ['endDate'], message: 'must not be before startDate' });

export interface StatisticsResult {
  key: string;
  amount: number;
  nestedResults: StatisticsResult[];
}
export const StatisticsResult: z.ZodType<StatisticsResult> = z.lazy(() =>
  z.object({ key: z.string(), amount: z.number(), nestedResults: z.array(StatisticsResult) }),
);

export const statisticsRoutes = {
  fill: route({
    method: 'POST',
    path: '/api/Statistics/Fill',
    service: 'statistics',
    access: ['manager'],
    summary: 'Compute a statistic over a date range',
    body: StatisticsRequest,
    response: z.array(StatisticsResult),
  }),
} as const;
