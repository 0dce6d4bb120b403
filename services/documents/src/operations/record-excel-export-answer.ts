import { unpackRows, type AfterCommit, type Bus, type TxClient } from '@takt/kit';
import { ExcelCultureName, ExcelTemplateName, type ExcelEvents, type PayloadOf } from '@takt/proto';
import { z } from 'zod';
import { excelPathOf } from '../domain/excel-paths.ts';
import { writeWorkbook } from '../domain/excel-workbook.ts';
import { noticeExcelProgress } from '../events/excel.ts';
import type { Client } from '../store/client.ts';
import { findExcelFile, settleExcelFile } from '../store/excel-files.ts';

type Answer = PayloadOf<typeof ExcelEvents.MembershipExcelExportAnswered>;
const Values = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** The owner's rows become the workbook of the export's template and culture; an empty export says so in its log. */
export async function recordExcelExportAnswer(tx: TxClient<Client>, bus: Bus, companyId: string, p: Answer): Promise<AfterCommit | void> {
  const file = await findExcelFile(tx, p.exportId, 'export');
  if (!file || file.state !== 'Loading') return;
  const rows = z.array(Values).parse(unpackRows(p.rows));
  const bytes = await writeWorkbook(ExcelTemplateName.parse(file.template), ExcelCultureName.parse(file.culture), rows);
  const log = rows.length ? [] : [{ row: null, column: null, reason: 'no_data' }];
  await settleExcelFile(tx, p.exportId, { state: 'Success', log, rowCount: rows.length, content: new Uint8Array(bytes) });
  return () =>
    noticeExcelProgress(bus, companyId, { filePath: excelPathOf(p.exportId), done: rows.length, total: rows.length, state: 'Success' });
}
