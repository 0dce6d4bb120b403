import {
  AttendanceListPrint,
  ConfirmedAttendances,
  InvoiceExport,
  SeriesBookingPrint,
  UserCodeEntry,
  WaitingListPrint,
  type PdfDocument,
  type PrintLanguage,
} from '@takt/proto';
import { z } from 'zod';
import { attendanceListHtml } from './templates/attendance-list.ts';
import { confirmedAttendancesHtml } from './templates/confirmed-attendances.ts';
import { invoicesHtml } from './templates/invoices.ts';
import { qrCodeSheetHtml } from './templates/qr-code-sheet.ts';
import { seriesBookingHtml } from './templates/series-booking.ts';
import { waitingListHtml } from './templates/waiting-list.ts';

interface Template<S extends z.ZodType> {
  data: S;
  html: (data: z.infer<S>, lang: PrintLanguage) => string | Promise<string>;
}
const template = <S extends z.ZodType>(t: Template<S>) => t as unknown as Template<z.ZodType>;

/** Each document's data shape (the owning service's answer, from proto) and its one template. */
export const TEMPLATES: Record<PdfDocument, Template<z.ZodType>> = {
  invoices: template({ data: InvoiceExport, html: invoicesHtml }),
  confirmedAttendances: template({ data: ConfirmedAttendances, html: confirmedAttendancesHtml }),
  attendanceList: template({ data: AttendanceListPrint, html: attendanceListHtml }),
  waitingList: template({ data: WaitingListPrint, html: waitingListHtml }),
  seriesBooking: template({ data: SeriesBookingPrint, html: seriesBookingHtml }),
  qrCodeSheet: template({ data: z.array(UserCodeEntry), html: qrCodeSheetHtml }),
};
