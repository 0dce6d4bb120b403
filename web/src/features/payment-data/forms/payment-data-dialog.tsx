import { PaymentDataType, PaymentInterval } from '@takt/proto';
import { UpdatePaymentMandateBody, type PaymentData } from '@takt/proto/http/billing/payment-data';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSavePaymentMandate } from '../api/payment-data.api.ts';
import { IbanField } from '../components/iban-field.tsx';

type Values = z.input<typeof UpdatePaymentMandateBody>;

const TYPES = [
  { value: PaymentDataType.DebitMandate, label: 'paymentData.type.debit' },
  { value: PaymentDataType.Invoice, label: 'paymentData.type.invoice' },
];
const INTERVALS = [
  { value: PaymentInterval.Monthly, label: 'paymentData.interval.monthly' },
  { value: PaymentInterval.Quarterly, label: 'paymentData.interval.quarterly' },
  { value: PaymentInterval.HalfYearly, label: 'paymentData.interval.halfYearly' },
  { value: PaymentInterval.Yearly, label: 'paymentData.interval.yearly' },
];

export const paymentDataValues = (attendeeId: string, d?: PaymentData): Values => ({
  attendeeId,
  type: d?.type ?? PaymentDataType.DebitMandate,
  interval: d?.interval ?? PaymentInterval.Monthly,
  iban: d?.iban ?? '',
  bic: d?.bic ?? '',
  accountHolder: d?.accountHolder ?? '',
  mandateReference: d?.mandateReference ?? '',
  mandateDate: d?.mandateDate ?? null,
  validFrom: d?.validFrom ?? null,
  validTill: d?.validTill ?? null,
  recurring: d?.recurring ?? true,
});

/** An attendee's payment data and SEPA mandate; the reference is assigned when left empty. */
export function PaymentDataDialog(props: { initial: Values; open: boolean; onClose(): void; onSaved?(): void }) {
  const notify = useNotify();
  const save = useSavePaymentMandate();
  const { form, guard, close, submit, error } = useDialogForm(UpdatePaymentMandateBody, props.initial, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync(body),
    onSaved: () => {
      notify({ id: 'paymentData.saved' });
      props.onSaved?.();
    },
    keepSaved: true,
  });
  const { control } = form;
  const debit = form.watch('type') === PaymentDataType.DebitMandate;
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="paymentData.edit" onClose={close} onSubmit={submit} busy={save.isPending} error={error}>
        <FormSelect control={control} name="type" label="paymentData.typeLabel" options={TYPES} />
        <FormSelect control={control} name="interval" label="paymentData.intervalLabel" options={INTERVALS} />
        {debit && (
          <>
            <IbanField control={control} name="iban" label="paymentData.ibanLabel" />
            <FormTextField control={control} name="bic" label="paymentData.bic" />
            <FormTextField control={control} name="accountHolder" label="paymentData.accountHolder" />
            <FormTextField control={control} name="mandateReference" label="paymentData.mandateReference" helperText={undefined} />
            <FormDateField control={control} name="mandateDate" label="paymentData.mandateDate" />
            <FormDateField control={control} name="validFrom" label="paymentData.validFrom" />
            <FormDateField control={control} name="validTill" label="paymentData.validTill" />
            <FormCheckbox
              control={control}
              name="recurring"
              label="paymentData.recurring"
              variant="switch"
              help="paymentData.recurringHelp"
            />
          </>
        )}
      </FormDialog>
    </>
  );
}
