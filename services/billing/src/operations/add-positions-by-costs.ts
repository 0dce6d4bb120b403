import { localDate, type Db } from '@takt/kit';
import type { AddByCostsInput, UserCaller } from '@takt/proto';
import { publishInvoicePositionAdded } from '../events/invoice-events.ts';
import type { Client } from '../store/client.ts';
import { syncInvoice } from '../store/invoices.ts';
import { insertPosition, type NewPosition } from '../store/positions.ts';
import { fullName } from '../store/read-model.ts';
import { readSettings } from '../store/settings.ts';
import { applyStatus } from './invoice-status-steps.ts';
import { issueInvoice } from './issue-steps.ts';
import { requireAttendee } from './position-steps.ts';

const SINGLE = 2;

/**
 * Spec AddByCosts: catalogue costs (times their count) and custom entries for one attendee. They
 * wait for the run, or with `singleInvoice` become an invoice of their own now (period type
 * Single, the day's date), paid or cancelled at once when the status says so.
 */
export async function addPositionsByCosts(db: Db<Client>, caller: UserCaller, input: AddByCostsInput) {
  const attendee = await requireAttendee(db, input);
  const date = input.date ?? localDate();
  const lines: Omit<NewPosition, 'forAttendeeId' | 'attendeeFullName' | 'date'>[] = [
    ...input.costEntries.map((c) => ({
      description: c.count > 1 ? `${c.count} × ${c.description}` : c.description,
      centCost: c.centCost * c.count,
      sourceCostId: c.costId,
    })),
    ...input.customCostEntries.map((c) => ({ description: c.description, note: c.note ?? null, centCost: c.centCost })),
  ];
  return db.tx(async (tx) => {
    const settings = await readSettings(tx);
    const invoice = input.singleInvoice
      ? await issueInvoice(tx, {
          attendee: { ...attendee, fullName: fullName(attendee) },
          period: { start: date, end: date },
          periodType: SINGLE,
          today: localDate(),
          dueDays: settings.dueDays,
        })
      : null;
    const positionIds: string[] = [];
    for (const line of lines) {
      const position = await insertPosition(tx, {
        ...line,
        invoiceId: invoice?.id ?? null,
        forAttendeeId: attendee.id,
        attendeeFullName: fullName(attendee),
        date,
      });
      await publishInvoicePositionAdded(tx, position);
      positionIds.push(position.id);
    }
    if (invoice) {
      await syncInvoice(tx, invoice.id);
      if (input.paymentStatus !== 0) await applyStatus(tx, caller, invoice.id, input.paymentStatus);
    }
    return { positionIds, invoiceId: invoice?.id ?? null };
  });
}
