import { AttendeeInput, type ExcelLogEntry } from '@takt/proto';
import { normalizeMemberNumber } from './attendee.ts';

// The attendees of an Excel import (decision 0055): each row as a create would take it, or the
// reasons it cannot be created. Documents has read the cells; here the member's rules apply.

export interface ImportRow {
  row: number;
  values: Record<string, string | number | boolean | null>;
}

export interface CheckedAttendees {
  inputs: AttendeeInput[];
  log: ExcelLogEntry[];
}

/** `taken` are the member numbers other attendees of the company hold already. */
export function checkAttendeeRows(rows: readonly ImportRow[], taken: ReadonlySet<string>): CheckedAttendees {
  const inputs: AttendeeInput[] = [];
  const log: ExcelLogEntry[] = [];
  const seen = new Set<string>();
  for (const { row, values } of rows) {
    const parsed = AttendeeInput.safeParse({ ...values, userName: null, membershipTypes: [] });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) log.push({ row, column: String(issue.path[0] ?? '') || null, reason: 'invalid' });
      continue;
    }
    const memberNumber = normalizeMemberNumber(parsed.data.memberNumber);
    if (memberNumber && taken.has(memberNumber)) log.push({ row, column: 'memberNumber', reason: 'member_number_taken' });
    else if (memberNumber && seen.has(memberNumber)) log.push({ row, column: 'memberNumber', reason: 'duplicate_in_file' });
    else inputs.push({ ...parsed.data, memberNumber });
    if (memberNumber) seen.add(memberNumber);
  }
  return { inputs, log };
}

export const memberNumbersOf = (rows: readonly ImportRow[]) =>
  [...new Set(rows.map((r) => normalizeMemberNumber(typeof r.values.memberNumber === 'string' ? r.values.memberNumber : null)))].filter(
    (n): n is string => n !== null,
  );
