import { fromDbDate, toDbDate, type TxClient } from '@takt/kit';
import type { InvoiceRun as RunDto } from '@takt/proto';
import type { InvoicePeriod } from '../domain/invoice-period.ts';
import type { Client } from './client.ts';
import type { InvoiceRun, Prisma } from './generated/client.ts';

type Tx = TxClient<Client>;

export const insertRun = (
  tx: Tx,
  r: { id: string; periodType: number; period: InvoicePeriod; startedById: string | null; attendeeCount: number },
): Promise<InvoiceRun> =>
  tx.invoiceRun.create({
    data: {
      id: r.id,
      periodType: r.periodType,
      periodStart: toDbDate(r.period.start),
      periodEnd: toDbDate(r.period.end),
      startedById: r.startedById,
      attendeeCount: r.attendeeCount,
    },
  });

export const findRun = (tx: Tx, id: string): Promise<InvoiceRun | null> => tx.invoiceRun.findFirst({ where: { id } });

export const updateRunRow = (tx: Tx, id: string, data: Prisma.InvoiceRunUpdateInput): Promise<InvoiceRun> =>
  tx.invoiceRun.update({ where: { id }, data });

export const toRunDto = (r: InvoiceRun): RunDto => ({
  id: r.id,
  periodType: r.periodType,
  periodStart: fromDbDate(r.periodStart),
  periodEnd: fromDbDate(r.periodEnd),
  status: r.status as RunDto['status'],
  attendeeCount: r.attendeeCount,
  doneCount: r.doneCount,
  invoiceCount: r.invoiceCount,
  centSum: r.centSum,
  startedById: r.startedById,
  startedDate: r.startedDate.toISOString(),
  finishedDate: r.finishedDate ? r.finishedDate.toISOString() : null,
});
