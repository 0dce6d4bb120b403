import ExcelJS from 'exceljs';
import type { RegistrationReport, TrainerAvailability } from '@takt/proto';

type Locale = 'de' | 'en';
const TEXT = {
  de: {
    sheet: 'Anmeldungen',
    range: 'Zeitraum',
    period: 'Zeitraum',
    registrations: 'Anmeldungen',
    AvailableFree: 'Frei',
    Absent: 'Abwesend',
    AvailableInCourse: 'Im Kurs',
    Unknown: 'Unbekannt',
  },
  en: {
    sheet: 'Registrations',
    range: 'Range',
    period: 'Period',
    registrations: 'Registrations',
    AvailableFree: 'Free',
    Absent: 'Absent',
    AvailableInCourse: 'In a course',
    Unknown: 'Unknown',
  },
} as const satisfies Record<Locale, Record<TrainerAvailability | string, string>>;

/** One sheet: the range, then a line per bucket with its registrations and each trainer's availability. */
export async function reportWorkbook(locale: Locale, start: string, end: string, report: RegistrationReport): Promise<Buffer> {
  const t = TEXT[locale];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t.sheet);
  sheet.addRow([t.range, start, end]);
  const header = sheet.addRow([t.period, t.registrations, ...report.trainers.map((r) => `${r.name} (${r.registrations})`)]);
  header.font = { bold: true };
  report.buckets.forEach((b, i) => sheet.addRow([b.key, b.registrations, ...report.trainers.map((r) => t[r.availability[i]!])]));
  sheet.columns.forEach((c) => (c.width = 22));
  return Buffer.from(await book.xlsx.writeBuffer());
}
