import type { Bus } from '@takt/kit';
import { InvoiceRunProgressNotice, notifySubject } from '@takt/proto';

/**
 * Tells the company's connected clients how far an invoice run is, best effort: the run's row
 * holds the truth, a missed notice is caught up when the dialog reloads it.
 */
export async function noticeRunProgress(
  bus: Bus,
  companyId: string,
  runId: string,
  done: number,
  total: number,
  finished: boolean,
): Promise<void> {
  const notice = InvoiceRunProgressNotice.parse({ runId, done, total, finished });
  await bus.notify(notifySubject(companyId, 'InvoiceRunProgress'), Buffer.from(JSON.stringify(notice))).catch(() => undefined);
}
