import { unpackRows, type TxClient } from '@takt/kit';
import { ExcelEvents, type PayloadOf } from '@takt/proto';
import { z } from 'zod';
import { checkAttendeeRows, memberNumbersOf } from '../domain/attendee-import.ts';
import { publishAttendeesCreated } from '../events/attendee-created.ts';
import { publishExcelImportAnswer } from '../events/excel.ts';
import { insertImportedAttendees, takenMemberNumbers } from '../store/attendee-import.ts';
import type { Client } from '../store/client.ts';

/**
 * An Excel import's attendees, all or none, in the inbox transaction (so a redelivery creates
 * nothing twice): every row is checked first; one failing row and nothing is written.
 */
export async function importAttendeesFromExcel(tx: TxClient<Client>, p: PayloadOf<typeof ExcelEvents.ExcelImportRequested>): Promise<void> {
  const rows = z.array(ExcelEvents.ExcelRow).safeParse(unpackRows(p.rows));
  if (!rows.success) {
    await publishExcelImportAnswer(tx, {
      importId: p.importId,
      success: false,
      created: 0,
      log: [{ row: null, column: null, reason: 'unreadable_rows' }],
    });
    return;
  }
  const taken = await takenMemberNumbers(tx, memberNumbersOf(rows.data));
  const { inputs, log } = checkAttendeeRows(rows.data, taken);
  if (log.length) {
    await publishExcelImportAnswer(tx, { importId: p.importId, success: false, created: 0, log });
    return;
  }
  const created = await insertImportedAttendees(tx, inputs);
  await publishAttendeesCreated(tx, created);
  await publishExcelImportAnswer(tx, { importId: p.importId, success: true, created: created.length, log: [] });
}
