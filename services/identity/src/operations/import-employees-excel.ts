import { randomUUID } from 'node:crypto';
import { unpackRows, type Db, type TxClient } from '@takt/kit';
import { ExcelEvents, rolesOf, type ExcelLogEntry, type PayloadOf } from '@takt/proto';
import { z } from 'zod';
import { byRow, checkEmployeeRows } from '../domain/employee-import.ts';
import { takesLicence } from '../domain/licences.ts';
import { recordAudit } from '../events/audit.ts';
import { publishExcelImportAnswer } from '../events/excel.ts';
import { publishStaffUserSaved } from '../events/staff-user.ts';
import type { Client } from '../store/client.ts';
import { licenceInfo, lockLicences } from '../store/licences.ts';
import { findLiveUser, insertUser } from '../store/user-rows.ts';
import { actorOfUser, auditView, emailsTaken, userNamesTaken } from '../store/users.ts';
import { fields } from './save-user-steps.ts';
import { requestEmailConfirmation } from './send-email-confirmation.ts';

type Request = PayloadOf<typeof ExcelEvents.ExcelImportRequested>;

/**
 * An Excel import's employees (decision 0055), all or none, in the inbox transaction: the
 * requester may grant every role, user names are free across all companies and e-mails in the
 * company, and the licences suffice. Like a login created for an attendee, an imported employee
 * has no password until they set one through the reset link; one with an e-mail is asked to
 * confirm it. A name taken between the check and the insert fails the transaction; the retry
 * finds it taken and answers the row.
 */
export async function importEmployeesFromExcel(db: Db<Client>, tx: TxClient<Client>, companyId: string, p: Request): Promise<void> {
  const answer = (created: number, log: ExcelLogEntry[]) =>
    publishExcelImportAnswer(tx, { importId: p.importId, success: log.length === 0, created, log: byRow(log) });
  const rows = z.array(ExcelEvents.ExcelRow).safeParse(unpackRows(p.rows));
  if (!rows.success) return answer(0, [{ row: null, column: null, reason: 'unreadable_rows' }]);
  const requester = p.requestedByUserId ? await findLiveUser(tx, p.requestedByUserId) : null;
  if (!requester) return answer(0, [{ row: null, column: null, reason: 'not_allowed' }]);

  const { employees, log } = checkEmployeeRows(rows.data, rolesOf(requester.authorities));
  const names = await userNamesTaken(
    db,
    employees.map((e) => e.input.userName),
  );
  const emails = await emailsTaken(
    tx,
    employees.map((e) => e.input.email ?? ''),
  );
  for (const { row, input } of employees) {
    if (names.has(input.userName.trim().toLowerCase())) log.push({ row, column: 'userName', reason: 'user_name_taken' });
    if (input.email && emails.has(input.email.trim().toLowerCase())) log.push({ row, column: 'email', reason: 'email_taken' });
  }
  if (log.length === 0) {
    await lockLicences(tx, companyId);
    const { totalLicences, activeUsers } = await licenceInfo(tx);
    const needed = employees.filter((e) => takesLicence(null, { active: e.input.active, authorities: e.authorities })).length;
    if (needed > 0 && activeUsers + needed > totalLicences) log.push({ row: null, column: null, reason: 'licence_required' });
  }
  if (log.length > 0) return answer(0, log);

  const actor = await actorOfUser(tx, requester.id);
  for (const { input, authorities } of employees) {
    const created = await insertUser(tx, { id: randomUUID(), ...fields(input), authorities, passwordHash: null });
    await publishStaffUserSaved(tx, created);
    await recordAudit(tx, actor, { entityType: 'User', entityId: created.id, action: 'created', after: auditView(created) });
    if (created.email) await requestEmailConfirmation(tx, created);
  }
  return answer(employees.length, []);
}
