import { describe, expect, it } from 'vitest';
import { eventually, userCaller, useTestService } from '@takt/kit/testing';
import { packRows, unpackRows } from '@takt/kit';
import { ExcelEvents, IdentityEvents, type Caller } from '@takt/proto';
import { documentsService } from '../src/service.ts';
import { attendeeRow, bookOf, importFile, rowsOf, type Cells } from './excel-books.ts';

const t = useTestService(documentsService);
const DE = { ImportTemplate: 'attendees', Culture: 'de-DE' };

const get = (url: string, caller: Caller) => t.call('GET', url, undefined, caller);
const importsOf = async (caller: Caller) => (await get('/odata/settingss/GetImportedFiles()?$count=true', caller)).json();
/** The first request of `subject` in the outbox that was not there `before` (a list of earlier envelopes). */
const newRequest = (subject: string, before: readonly { id: string }[] = []) =>
  eventually(async () => (await t.outbox(subject)).find((e) => !before.some((b) => b.id === e.id)));

describe('Excel import and export (documents)', () => {
  it('answers the template with the culture’s headers', async () => {
    const manager = userCaller('manager');
    const de = await get('/api/settingss/DownloadTemplate/attendees/de-DE', manager);
    expect(de.statusCode).toBe(200);
    expect((await rowsOf(de.rawPayload))[0]).toEqual(expect.arrayContaining(['Anrede', 'Vorname', 'Nachname', 'Mitgliedsnummer']));
    const en = await get('/api/settingss/DownloadTemplate/courses/en-US', manager);
    expect((await rowsOf(en.rawPayload))[0]).toEqual(expect.arrayContaining(['Name', 'Type', 'Max. attendees']));
    expect((await get('/api/settingss/DownloadTemplate/invoices/de-DE', manager)).json().code).toBe('validation_failed');
  });

  it('reports exactly the 3 bad rows of 5,000 and sends nothing to the owner', async () => {
    const manager = userCaller('manager');
    const rows: Cells[] = Array.from({ length: 5000 }, (_, i) => attendeeRow(i));
    rows[99]![2] = null; // sheet row 101: no last name
    rows[2499]![8] = '31.02.1990'; // row 2501: no such day
    rows[4999]![3] = 'kein-at-zeichen'; // row 5001: not an e-mail
    const before = (await t.outbox(ExcelEvents.ExcelImportRequested.subject)).length;

    const res = await importFile(t as never, manager, await bookOf('attendees', 'de-DE', rows), DE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.log).toEqual([
      { row: 101, column: 'lastName', reason: 'required' },
      { row: 2501, column: 'birthday', reason: 'invalid_date' },
      { row: 5001, column: 'email', reason: 'invalid_email' },
    ]);
    expect((await t.outbox(ExcelEvents.ExcelImportRequested.subject)).length).toBe(before);
    const listed = await importsOf(manager);
    expect(listed.value).toEqual([expect.objectContaining({ name: 'mitglieder.xlsx', state: 'Failure', rowCount: 5000 })]);
  });

  it('sends good rows to the owner and answers its verdict; the imported file downloads', async () => {
    const manager = userCaller('manager');
    await t.announce(IdentityEvents.StaffUserSaved, manager.companyId, {
      userId: manager.userId,
      firstName: 'Maria',
      lastName: 'Muster',
      roles: ['manager'],
      active: true,
    });
    const bytes = await bookOf('attendees', 'de-DE', [attendeeRow(1), attendeeRow(2)]);
    const earlier = await t.outbox(ExcelEvents.ExcelImportRequested.subject);
    const call = importFile(t as never, manager, bytes, DE);
    const request = await newRequest(ExcelEvents.ExcelImportRequested.subject, earlier);
    const sent = request.payload as { importId: string; rows: string; rowCount: number };
    expect(sent.rowCount).toBe(2);
    expect(unpackRows(sent.rows)[0]).toEqual({
      row: 2,
      values: expect.objectContaining({ salutation: 'ms', lastName: 'Nachname1', birthday: '1990-02-01', memberNumber: 'M-1' }),
    });
    await t.emit(ExcelEvents.MembershipExcelImportAnswered, manager.companyId, {
      importId: sent.importId,
      success: true,
      created: 2,
      log: [],
    });
    const body = (await call).json();
    expect(body).toMatchObject({ success: true, log: [], rowCount: 2, filePath: `${sent.importId}.xlsx` });

    const [listed] = (await importsOf(manager)).value;
    expect(listed).toMatchObject({ state: 'Success', creatorFullName: 'Muster, Maria', size: bytes.byteLength });
    const download = await get(`/api/settingss/DownloadFile/${body.filePath}`, manager);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it('writes the owner’s rows into a workbook of the template that reads back the same', async () => {
    const manager = userCaller('manager');
    const call = t.call('POST', '/api/settingss/ExportExcelFile', { exportTemplate: 'attendees', culture: 'en-US' }, manager);
    const request = await newRequest(ExcelEvents.ExcelExportRequested.subject);
    const exportId = (request.payload as { exportId: string }).exportId;
    const values = [
      {
        salutation: 'ms',
        firstName: 'Anna',
        lastName: 'Ahrens',
        email: 'anna@example.org',
        phone: null,
        street: 'Weg 1',
        zip: '10115',
        city: 'Berlin',
        birthday: '1990-02-01',
        memberNumber: 'M-1',
        fromDate: '2026-01-01',
      },
      {
        salutation: null,
        firstName: 'Bo',
        lastName: 'Berg',
        email: null,
        phone: '030 1',
        street: null,
        zip: null,
        city: null,
        birthday: null,
        memberNumber: null,
        fromDate: null,
      },
    ];
    await t.emit(ExcelEvents.MembershipExcelExportAnswered, manager.companyId, { exportId, rowCount: 2, rows: packRows(values) });
    const body = (await call).json();
    expect(body).toMatchObject({ success: true, rowCount: 2, log: [] });

    const file = await get(`/api/settingss/DownloadExportedFile/${body.filePath}`, manager);
    const [header, ...rows] = await rowsOf(file.rawPayload);
    expect(header).toEqual([
      'Salutation',
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Street',
      'Zip',
      'City',
      'Birthday',
      'Member number',
      'Member from',
    ]);
    expect(rows[0]).toEqual([
      'Ms',
      'Anna',
      'Ahrens',
      'anna@example.org',
      undefined,
      'Weg 1',
      '10115',
      'Berlin',
      new Date('1990-02-01T00:00:00Z'),
      'M-1',
      new Date('2026-01-01T00:00:00Z'),
    ]);
    expect(rows[1]).toEqual([undefined, 'Bo', 'Berg', undefined, '030 1']);

    // The export re-imports as the same rows: the template's shape round-trips.
    const earlier = await t.outbox(ExcelEvents.ExcelImportRequested.subject);
    const again = importFile(t as never, manager, file.rawPayload, { ImportTemplate: 'attendees', Culture: 'en-US' });
    const reImport = await newRequest(ExcelEvents.ExcelImportRequested.subject, earlier);
    const sentRows = unpackRows((reImport.payload as { rows: string }).rows) as { values: object }[];
    expect(sentRows.map((r) => r.values)).toEqual(values);
    await t.emit(ExcelEvents.MembershipExcelImportAnswered, manager.companyId, {
      importId: (reImport.payload as { importId: string }).importId,
      success: false,
      created: 0,
      log: [{ row: 2, column: 'memberNumber', reason: 'member_number_taken' }],
    });
    expect((await again).json()).toMatchObject({ success: false, log: [{ row: 2, reason: 'member_number_taken' }] });
  });
});

describe('the employees template (identity owns the rows)', () => {
  const EMPLOYEES = { ImportTemplate: 'employees', Culture: 'de-DE' };
  const staffRow = (userName: string, role = 'Trainer') => ['Herr', 'Max', 'Muster', `${userName}@example.org`, null, userName, role];

  it('sends the rows with the importer to identity and answers its verdict', async () => {
    const manager = userCaller('manager');
    const bytes = await bookOf('employees', 'de-DE', [staffRow('max.muster'), staffRow('mia.muster', 'Mitarbeiter')]);
    const earlier = await t.outbox(ExcelEvents.ExcelImportRequested.subject);
    const call = importFile(t as never, manager, bytes, EMPLOYEES, 'mitarbeiter.xlsx');
    const request = await newRequest(ExcelEvents.ExcelImportRequested.subject, earlier);
    const sent = request.payload as { importId: string; template: string; rows: string; requestedByUserId: string };
    expect(sent).toMatchObject({ template: 'employees', requestedByUserId: manager.userId });
    expect((unpackRows(sent.rows) as { values: object }[]).map((r) => r.values)).toEqual([
      expect.objectContaining({ userName: 'max.muster', role: 'trainer', salutation: 'mr' }),
      expect.objectContaining({ userName: 'mia.muster', role: 'employee' }),
    ]);
    await t.emit(ExcelEvents.IdentityExcelImportAnswered, manager.companyId, {
      importId: sent.importId,
      success: false,
      created: 0,
      log: [{ row: 3, column: 'userName', reason: 'user_name_taken' }],
    });
    expect((await call).json()).toMatchObject({ success: false, log: [{ row: 3, column: 'userName', reason: 'user_name_taken' }] });
    expect((await importsOf(manager)).value).toEqual([expect.objectContaining({ name: 'mitarbeiter.xlsx', state: 'Failure' })]);
  });

  it('reports a bad cell by its row and sends nothing', async () => {
    const manager = userCaller('manager');
    const before = (await t.outbox(ExcelEvents.ExcelImportRequested.subject)).length;
    const bytes = await bookOf('employees', 'de-DE', [staffRow('max.muster'), staffRow('chef.muster', 'Chef')]);
    const res = await importFile(t as never, manager, bytes, EMPLOYEES);
    expect(res.json()).toMatchObject({ success: false, log: [{ row: 3, column: 'role', reason: 'unknown_choice' }] });
    expect((await t.outbox(ExcelEvents.ExcelImportRequested.subject)).length).toBe(before);
  });

  it('asks identity for an employees export and writes its answer (decision 0069)', async () => {
    const manager = userCaller('manager');
    const earlier = await t.outbox(ExcelEvents.ExcelExportRequested.subject);
    const call = t.call('POST', '/api/settingss/ExportExcelFile', { exportTemplate: 'employees', culture: 'de-DE' }, manager);
    const request = await newRequest(ExcelEvents.ExcelExportRequested.subject, earlier);
    const { exportId, template } = request.payload as { exportId: string; template: string };
    expect(template).toBe('employees');
    const row = { salutation: 'mr', firstName: 'Max', lastName: 'Muster', email: null, phone: null, userName: 'max.m', role: 'trainer' };
    await t.emit(ExcelEvents.IdentityExcelExportAnswered, manager.companyId, { exportId, rowCount: 1, rows: packRows([row]) });
    const body = (await call).json();
    expect(body).toMatchObject({ success: true, rowCount: 1 });
    const [, first] = await rowsOf((await get(`/api/settingss/DownloadExportedFile/${body.filePath}`, manager)).rawPayload);
    expect(first).toEqual(['Herr', 'Max', 'Muster', undefined, undefined, 'max.m', 'Trainer']);
  });
});
