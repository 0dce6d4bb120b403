import type { AfterCommit, Bus, TxClient } from '@takt/kit';
import type { ExcelEvents, PayloadOf } from '@takt/proto';
import { excelPathOf } from '../domain/excel-paths.ts';
import { noticeExcelProgress } from '../events/excel.ts';
import type { Client } from '../store/client.ts';
import { settleExcelFile } from '../store/excel-files.ts';

type Answer = PayloadOf<typeof ExcelEvents.MembershipExcelImportAnswered>;

/** The owner created every row or none: the file takes its state and log (once; a redelivery changes nothing). */
export async function recordExcelImportAnswer(tx: TxClient<Client>, bus: Bus, companyId: string, p: Answer): Promise<AfterCommit | void> {
  const state = p.success ? 'Success' : 'Failure';
  const settled = await settleExcelFile(tx, p.importId, { state, log: p.log });
  if (!settled) return;
  return () => noticeExcelProgress(bus, companyId, { filePath: excelPathOf(p.importId), done: p.created, total: p.created, state });
}
