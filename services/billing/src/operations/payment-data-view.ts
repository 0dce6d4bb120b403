import { fromDbDate, type TxClient } from '@takt/kit';
import { formatIban, PaymentDataType, PaymentInterval, type PaymentData as PaymentDataDto } from '@takt/proto';
import type { Client } from '../store/client.ts';
import type { PaymentData } from '../store/generated/client.ts';
import { fullName } from '../store/read-model.ts';
import { attendeeViews } from '../store/read-models.ts';

const date = (d: Date | null) => (d ? fromDbDate(d) : null);

/** The answer of GetPaymentMandate and UpdatePaymentMandate; an empty mandate when none is stored. */
export async function paymentDataView(tx: TxClient<Client>, attendeeId: string, row: PaymentData | null): Promise<PaymentDataDto> {
  const [attendee] = await attendeeViews(tx, [attendeeId]);
  return {
    attendeeId,
    attendeeName: fullName(attendee),
    type: (row?.type ?? PaymentDataType.DebitMandate) as PaymentDataDto['type'],
    interval: (row?.interval ?? PaymentInterval.Monthly) as PaymentDataDto['interval'],
    iban: row?.iban ?? null,
    ibanFormatted: row?.iban ? formatIban(row.iban) : null,
    bic: row?.bic ?? null,
    accountHolder: row?.accountHolder ?? null,
    mandateReference: row?.mandateReference ?? null,
    mandateDate: date(row?.mandateDate ?? null),
    validFrom: date(row?.validFrom ?? null),
    validTill: date(row?.validTill ?? null),
    recurring: row?.recurring ?? true,
    firstCollection: row?.firstCollection ?? true,
    exists: row !== null,
  };
}
