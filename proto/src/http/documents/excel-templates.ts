// The Excel import/export templates (spec section 7 "Settings"): one sheet per template, one
// column per field, headers in the template's culture. Documents reads and writes the files;
// the owning service (membership, scheduling, identity) validates and creates the rows.

export const EXCEL_TEMPLATES = ['attendees', 'courses', 'employees'] as const;
export type ExcelTemplate = (typeof EXCEL_TEMPLATES)[number];
export const EXCEL_CULTURES = ['de-DE', 'en-US'] as const;
export type ExcelCulture = (typeof EXCEL_CULTURES)[number];

/** How a cell is read: text, a date (dd.MM.yyyy in de-DE, yyyy/MM/dd in en-US, or a real date cell), a whole number, yes/no. */
export type ExcelCellKind = 'text' | 'email' | 'date' | 'integer' | 'boolean';

export interface ExcelColumn {
  key: string;
  kind: ExcelCellKind;
  required?: boolean;
  /** Longest text accepted. */
  max?: number;
  /** Allowed values (stored value → label per culture), e.g. a salutation. */
  choices?: Record<string, { de: string; en: string }>;
  header: { de: string; en: string };
}

const salutation: ExcelColumn = {
  key: 'salutation',
  kind: 'text',
  choices: { mr: { de: 'Herr', en: 'Mr' }, ms: { de: 'Frau', en: 'Ms' } },
  header: { de: 'Anrede', en: 'Salutation' },
};
const person: ExcelColumn[] = [
  salutation,
  { key: 'firstName', kind: 'text', required: true, max: 100, header: { de: 'Vorname', en: 'First name' } },
  { key: 'lastName', kind: 'text', required: true, max: 100, header: { de: 'Nachname', en: 'Last name' } },
  { key: 'email', kind: 'email', max: 200, header: { de: 'E-Mail', en: 'E-mail' } },
  { key: 'phone', kind: 'text', max: 40, header: { de: 'Telefon', en: 'Phone' } },
];

export const EXCEL_COLUMNS: Record<ExcelTemplate, readonly ExcelColumn[]> = {
  attendees: [
    ...person,
    { key: 'street', kind: 'text', max: 200, header: { de: 'Straße', en: 'Street' } },
    { key: 'zip', kind: 'text', max: 20, header: { de: 'PLZ', en: 'Zip' } },
    { key: 'city', kind: 'text', max: 100, header: { de: 'Ort', en: 'City' } },
    { key: 'birthday', kind: 'date', header: { de: 'Geburtstag', en: 'Birthday' } },
    { key: 'memberNumber', kind: 'text', max: 40, header: { de: 'Mitgliedsnummer', en: 'Member number' } },
    { key: 'fromDate', kind: 'date', header: { de: 'Mitglied ab', en: 'Member from' } },
  ],
  courses: [
    { key: 'name', kind: 'text', required: true, max: 120, header: { de: 'Name', en: 'Name' } },
    {
      key: 'type',
      kind: 'text',
      required: true,
      choices: {
        RegularCourse: { de: 'Kurs', en: 'Regular course' },
        TimeSlot: { de: 'Zeitfenster', en: 'Time slot' },
        UniqueEvent: { de: 'Einzeltermin', en: 'Unique event' },
      },
      header: { de: 'Art', en: 'Type' },
    },
    { key: 'maxAttendees', kind: 'integer', required: true, header: { de: 'Max. Teilnehmer', en: 'Max. attendees' } },
    { key: 'minAttendees', kind: 'integer', header: { de: 'Min. Teilnehmer', en: 'Min. attendees' } },
    { key: 'bookableAsSeries', kind: 'boolean', header: { de: 'Als Serie buchbar', en: 'Bookable as series' } },
    { key: 'color', kind: 'text', max: 7, header: { de: 'Farbe', en: 'Colour' } },
    { key: 'description', kind: 'text', max: 4000, header: { de: 'Beschreibung', en: 'Description' } },
  ],
  employees: [
    ...person,
    { key: 'userName', kind: 'text', required: true, max: 100, header: { de: 'Benutzername', en: 'User name' } },
    {
      key: 'role',
      kind: 'text',
      required: true,
      choices: {
        employee: { de: 'Mitarbeiter', en: 'Employee' },
        trainer: { de: 'Trainer', en: 'Trainer' },
        manager: { de: 'Manager', en: 'Manager' },
      },
      header: { de: 'Rolle', en: 'Role' },
    },
  ],
};

/** The sheet's name in each culture. */
export const EXCEL_SHEET_NAMES: Record<ExcelTemplate, { de: string; en: string }> = {
  attendees: { de: 'Mitglieder', en: 'Attendees' },
  courses: { de: 'Kurse', en: 'Courses' },
  employees: { de: 'Mitarbeiter', en: 'Employees' },
};

export const languageOf = (culture: ExcelCulture): 'de' | 'en' => (culture === 'de-DE' ? 'de' : 'en');

/** A file of one import: at most this many data rows (the event that carries them stays below the broker's 1 MB). */
export const MAX_IMPORT_ROWS = 10_000;
/** Spec section 9 names 5242880 bytes as the larger file limit. */
export const MAX_EXCEL_BYTES = 5_242_880;
