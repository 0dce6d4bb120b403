import { z } from 'zod';
import { defineEvent } from './envelope.ts';
import { ExcelLogEntry } from '../http/documents/excel.ts';
import { EXCEL_TEMPLATES } from '../http/documents/excel-templates.ts';

// Excel imports and exports (decision 0055). Documents reads the workbook and checks each cell;
// the service that owns the rows checks them against its data and creates all of them in one
// transaction, or none, and answers. Exports ask the owner for its rows the same way.

const Template = z.enum(EXCEL_TEMPLATES);

/**
 * One sheet row as documents read it: its row number in the sheet and the values by column key
 * (dates as yyyy-MM-dd, numbers, booleans; an empty cell is null).
 */
export const ExcelRow = z.object({
  row: z.number().int().min(2),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type ExcelRow = z.infer<typeof ExcelRow>;

/**
 * `rows` is the JSON list of ExcelRow, gzip-compressed and base64-encoded (kit's packRows):
 * 10,000 rows of a template stay well below the broker's 1 MB per message.
 */
export const ExcelImportRequested = defineEvent(
  'documents.excel-import.requested',
  1,
  z.object({
    importId: z.uuid(),
    template: Template,
    rowCount: z.number().int().min(1),
    rows: z.string(),
    /** Who imports: identity lets them create only the roles they may grant. Absent from older events. */
    requestedByUserId: z.uuid().optional(),
  }),
);
export const ExcelExportRequested = defineEvent(
  'documents.excel-export.requested',
  1,
  z.object({ exportId: z.uuid(), template: Template }),
);

/** The owner's verdict: every row created (`success`) or none, with a log of the rows that failed. */
export const ExcelImportAnswer = z.object({
  importId: z.uuid(),
  success: z.boolean(),
  created: z.number().int().min(0),
  log: z.array(ExcelLogEntry).max(1000),
});
/** The owner's rows in the template's shape (values by column key), packed like the import's. */
export const ExcelExportAnswer = z.object({ exportId: z.uuid(), rowCount: z.number().int().min(0), rows: z.string() });

export const MembershipExcelImportAnswered = defineEvent('membership.excel-import.answered', 1, ExcelImportAnswer);
export const SchedulingExcelImportAnswered = defineEvent('scheduling.excel-import.answered', 1, ExcelImportAnswer);
export const IdentityExcelImportAnswered = defineEvent('identity.excel-import.answered', 1, ExcelImportAnswer);
export const MembershipExcelExportAnswered = defineEvent('membership.excel-export.answered', 1, ExcelExportAnswer);
export const SchedulingExcelExportAnswered = defineEvent('scheduling.excel-export.answered', 1, ExcelExportAnswer);
export const IdentityExcelExportAnswered = defineEvent('identity.excel-export.answered', 1, ExcelExportAnswer);

/** Which service owns each template's rows, and its answers. */
export const EXCEL_OWNERS = {
  attendees: { service: 'membership', imported: MembershipExcelImportAnswered, exported: MembershipExcelExportAnswered },
  courses: { service: 'scheduling', imported: SchedulingExcelImportAnswered, exported: SchedulingExcelExportAnswered },
  employees: { service: 'identity', imported: IdentityExcelImportAnswered, exported: IdentityExcelExportAnswered },
} as const;
