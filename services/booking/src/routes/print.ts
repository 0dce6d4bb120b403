import { answerAsDocument, type Router } from '@takt/kit';
import { bookingContracts as c, printLanguageOf, type PrintFormat, type PrintLanguage } from '@takt/proto';
import { printAttendanceList } from '../operations/print-attendance-list.ts';
import { printSeriesBooking } from '../operations/print-series-booking.ts';
import { printWaitingList } from '../operations/print-waiting-list.ts';
import type { Client } from '../store/client.ts';

type BookingPrint = 'attendanceList' | 'waitingList' | 'seriesBooking' | 'confirmedAttendances' | 'qrCodeSheet';
const FILE: Record<PrintLanguage, Record<BookingPrint, string>> = {
  de: {
    attendanceList: 'Teilnehmerliste',
    waitingList: 'Warteliste',
    seriesBooking: 'Serienbuchung',
    confirmedAttendances: 'Teilnahmebestaetigung',
    qrCodeSheet: 'QR-Codes',
  },
  en: {
    attendanceList: 'Attendance-list',
    waitingList: 'Waiting-list',
    seriesBooking: 'Series-booking',
    confirmedAttendances: 'Confirmed-attendances',
    qrCodeSheet: 'QR-codes',
  },
};

/** How a booking print call asks for its document: language, format and the download's name. */
export const printOf = (document: BookingPrint, q: { lang?: string; format: PrintFormat }) => {
  const lang = printLanguageOf(q.lang);
  return { document, lang, format: q.format, fileName: FILE[lang][document] };
};

/** Booking's printed lists: the data, which the gateway has documents render (decision 0056). */
export function printRoutes(r: Router<Client>): void {
  r.handle(c.printAttendanceList, async ({ params, query, db, reply }) => {
    const data = await printAttendanceList(db, params.id);
    answerAsDocument(reply, printOf('attendanceList', query));
    return data;
  });
  r.handle(c.printWaitingList, async ({ params, query, db, reply }) => {
    const data = await printWaitingList(db, params.id);
    answerAsDocument(reply, printOf('waitingList', query));
    return data;
  });
  r.handle(c.printSeriesBooking, async ({ params, query, db, reply }) => {
    const data = await printSeriesBooking(db, params.id);
    answerAsDocument(reply, printOf('seriesBooking', query));
    return data;
  });
}
