import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, ApiError } from '../src/api-client.ts';
import { useSystem } from './use-system.ts';
import { createTenant, type Tenant } from './skeleton-flow.ts';

// Excel imports and exports through the gateway (decision 0055): documents reads the file,
// membership creates the attendees, the file lists and paths are the company's own.
const booted = useSystem('excel');
let tenant: Tenant;
let other: Tenant;
let employee: ApiClient;

beforeAll(async () => {
  tenant = await createTenant(booted.system.gatewayUrl);
  other = await createTenant(booted.system.gatewayUrl);
  const userName = `mitarbeiter.${randomUUID().slice(0, 6)}`;
  await tenant.api.post('/api/Employees/de', {
    FirstName: 'Eva',
    LastName: 'Export',
    UserName: userName,
    Password: 'Sicher#2026',
    Active: true,
  });
  employee = new ApiClient(booted.system.gatewayUrl);
  await employee.login(userName, 'Sicher#2026');
}, 120_000);

const HEADERS = [
  'Anrede',
  'Vorname',
  'Nachname',
  'E-Mail',
  'Telefon',
  'Straße',
  'PLZ',
  'Ort',
  'Geburtstag',
  'Mitgliedsnummer',
  'Mitglied ab',
];

async function book(rows: (string | null)[][], headers = HEADERS): Promise<Blob> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Mitglieder');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return new Blob([new Uint8Array(await wb.xlsx.writeBuffer())]);
}

function form(file: Blob | null, fields: Record<string, string> = { ImportTemplate: 'attendees', Culture: 'de-DE' }): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file) f.append('File', file, 'mitglieder.xlsx');
  return f;
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (err: ApiError) => ({ status: err.status, code: err.body.code }),
  );
const label = randomUUID().slice(0, 6);
const member = (n: number): (string | null)[] => [
  'Frau',
  `Ida${n}`,
  `Import${label}`,
  `ida${n}.${label}@example.de`,
  null,
  null,
  null,
  null,
  '01.02.1990',
  `X-${label}-${n}`,
  null,
];

type Result = { success: boolean; log: { row: number; column: string; reason: string }[]; filePath: string; rowCount: number };
type Files = { value: { name: string; filePath: string; state: string; creatorFullName: string }[]; '@odata.count': number };

describe('Excel import and export through the gateway', () => {
  it('imports attendees into membership, lists, exports and downloads the files', async () => {
    const result = await tenant.api.post<Result>('/api/settingss/ImportExcelFile', form(await book([member(1), member(2)])));
    expect(result).toMatchObject({ success: true, log: [], rowCount: 2 });
    // No user names in the file: the rows are interested persons in membership.
    const interested = await tenant.api.get<{ value: { firstName: string }[] }>(
      `/odata/Attendees/GetInterested?$filter=lastName eq 'Import${label}'&$orderby=firstName`,
    );
    expect(interested.value.map((a) => a.firstName)).toEqual(['Ida1', 'Ida2']);

    const again = await tenant.api.post<Result>('/api/settingss/ImportExcelFile', form(await book([member(3), member(1)])));
    expect(again).toMatchObject({ success: false, log: [{ row: 3, column: 'memberNumber', reason: 'member_number_taken' }] });

    const files = await tenant.api.get<Files>(`/odata/settingss/GetImportedFiles()?$count=true&$filter=contains(name,'mitglieder')`);
    expect(files.value.map((f) => f.state)).toEqual(['Failure', 'Success']);
    expect(files.value[0]!.creatorFullName).toBe('Klein, Petra');

    const exported = await tenant.api.post<Result>('/api/settingss/ExportExcelFile', { ExportTemplate: 'attendees', Culture: 'de-DE' });
    expect(exported.success).toBe(true);
    const res = await tenant.api.raw('GET', `/api/settingss/DownloadExportedFile/${exported.filePath}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const lastNames: unknown[] = [];
    wb.worksheets[0]!.eachRow((row, i) => i > 1 && lastNames.push(row.getCell(3).value));
    expect(lastNames.filter((n) => n === `Import${label}`)).toHaveLength(2);
  });

  it('imports employees into identity, all rows or none', async () => {
    const EMPLOYEE_HEADERS = ['Anrede', 'Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Benutzername', 'Rolle'];
    const staff = (name: string, role: string) => ['Frau', 'Ina', `Staff${label}`, `${name}@example.de`, null, name, role];
    const employees = (rows: (string | null)[][]) =>
      book(rows, EMPLOYEE_HEADERS).then((b) => form(b, { ImportTemplate: 'employees', Culture: 'de-DE' }));
    const staffNames = async () =>
      (await tenant.api.get<{ userName: string }[]>('/api/Employees/GetEmployeesAndTrainers')).map((u) => u.userName).sort();
    const before = await staffNames();

    // Row 3 takes the other company's admin's name: nothing is created, the row is named.
    const bad = await tenant.api.post<Result>(
      '/api/settingss/ImportExcelFile',
      await employees([staff(`ina.${label}`, 'Trainer'), staff(other.admin.userName, 'Mitarbeiter')]),
    );
    expect(bad).toMatchObject({ success: false, log: [{ row: 3, column: 'userName', reason: 'user_name_taken' }] });
    expect(await staffNames()).toEqual(before);

    const good = await tenant.api.post<Result>(
      '/api/settingss/ImportExcelFile',
      await employees([staff(`ina.${label}`, 'Trainer'), staff(`ole.${label}`, 'Mitarbeiter')]),
    );
    expect(good).toMatchObject({ success: true, log: [], rowCount: 2 });
    expect(await staffNames()).toEqual([...before, `ina.${label}`, `ole.${label}`].sort());
  });

  it('exports the employees into a workbook an import reads, only the company’s own, for the settings roles only', async () => {
    const exported = await tenant.api.post<Result>('/api/settingss/ExportExcelFile', { ExportTemplate: 'employees', Culture: 'de-DE' });
    expect(exported).toMatchObject({ success: true, log: [] });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await (await tenant.api.raw('GET', `/api/settingss/DownloadExportedFile/${exported.filePath}`)).arrayBuffer());
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Anrede', 'Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Benutzername', 'Rolle']);
    // Identity's staff without the admin (the template has no admin role): the user names and roles.
    type Staff = { userName: string; role: string };
    const staff = await tenant.api.get<Staff[]>('/api/Employees/GetEmployeesAndTrainers');
    const ROLE = { employee: 'Mitarbeiter', trainer: 'Trainer', manager: 'Manager' } as Record<string, string>;
    const expected = staff.filter((u) => u.role !== 'admin').map((u) => [u.userName, ROLE[u.role]]);
    expect(rows.slice(1).map((r) => [r[5], r[6]])).toEqual(expect.arrayContaining(expected));
    expect(rows).toHaveLength(expected.length + 1);
    expect(rows.flat()).not.toContain(other.admin.userName);
    expect(rows.flat()).not.toContain(tenant.admin.userName);

    expect(await failure(employee.post('/api/settingss/ExportExcelFile', { ExportTemplate: 'employees', Culture: 'de-DE' }))).toEqual({
      status: 403,
      code: 'forbidden',
    });
    const theirs = await other.api.post<Result>('/api/settingss/ExportExcelFile', { ExportTemplate: 'employees', Culture: 'en-US' });
    expect(theirs).toMatchObject({ success: true, rowCount: 0 });
  });

  it('refuses bad input with stable codes and stores nothing', async () => {
    const count = async () => (await tenant.api.get<Files>('/odata/settingss/GetImportedFiles()?$count=true'))['@odata.count'];
    const before = await count();
    const post = (f: FormData) => failure(tenant.api.post('/api/settingss/ImportExcelFile', f));
    expect(await post(form(null))).toEqual({ status: 400, code: 'validation_failed' });
    expect(await post(form(await book([member(9)]), { ImportTemplate: 'invoices', Culture: 'de-DE' }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(await post(form(new Blob(['kein Excel'])))).toEqual({ status: 400, code: 'excel_unreadable' });
    expect(await post(form(await book([member(9)], ['Name', 'Vorname'])))).toEqual({ status: 400, code: 'excel_unreadable' });
    expect(await failure(tenant.api.post('/api/settingss/ExportExcelFile', { ExportTemplate: 'attendees', Culture: 'fr-FR' }))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(await failure(tenant.api.get('/api/settingss/DownloadFile/..%2F..%2Fetc%2Fpasswd'))).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    expect(await count()).toBe(before);
  });

  it("answers 404 for another company's files and 403 to a role without the settings permission", async () => {
    const [mine] = (await tenant.api.get<Files>('/odata/settingss/GetImportedFiles()')).value;
    expect(await failure(other.api.get(`/api/settingss/DownloadFile/${mine!.filePath}`))).toEqual({ status: 404, code: 'not_found' });
    expect(await failure(other.api.request('DELETE', `/api/settingss/DeleteFile/${mine!.filePath}`))).toEqual({
      status: 404,
      code: 'not_found',
    });
    expect(await failure(tenant.api.get(`/api/settingss/DownloadExportedFile/${mine!.filePath}`))).toEqual({
      status: 404,
      code: 'not_found',
    });
    expect((await other.api.get<Files>('/odata/settingss/GetImportedFiles()?$count=true'))['@odata.count']).toBe(0);

    expect(await failure(employee.get('/odata/settingss/GetImportedFiles()'))).toEqual({ status: 403, code: 'forbidden' });
    expect(await failure(employee.post('/api/settingss/ImportExcelFile', form(await book([member(8)]))))).toEqual({
      status: 403,
      code: 'forbidden',
    });

    expect(await tenant.api.request('DELETE', `/api/settingss/DeleteFile/${mine!.filePath}`)).toEqual({ deleted: true });
    expect(await failure(tenant.api.get(`/api/settingss/DownloadFile/${mine!.filePath}`))).toEqual({ status: 404, code: 'not_found' });
  });
});
