import { z } from 'zod';
import { StatisticsType } from '../../enums.ts';
import { LocalDate, Uuid } from '../common.ts';
import { screenRoles } from '../../screens.ts';
import { route } from '../contract.ts';

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

export const EventLogEntry = z.object({
  id: Uuid,
  dateTime: z.string(),
  action: z.string(),
  executedByName: z.string(),
  /** One line per changed field, e.g. "lastName: Klein → Groß". */
  displayText: z.array(z.string()),
  parsedData: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});

export const statisticsContracts = {
  fill: route({
    method: 'POST',
    path: '/api/Statistics/Fill',
    service: 'statistics',
    access: screenRoles('/statistics'),
    permission: 'statisticsViewCreate',
    summary: 'Compute a statistic over a date range',
    body: StatisticsRequest,
    response: z.array(StatisticsResult),
  }),
  getEventLog: route({
    method: 'GET',
    path: '/api/EventLog/GetLog/:entityType/:entityId',
    service: 'statistics',
    access: screenRoles('/my-company'),
    summary: 'Who changed an entity and when, newest first',
    params: z.object({ entityType: z.string().min(1).max(60), entityId: Uuid }),
    response: z.array(EventLogEntry),
  }),
} as const;
