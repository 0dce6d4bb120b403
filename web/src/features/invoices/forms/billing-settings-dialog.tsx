import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BillingSettings, billingInvoiceRunContracts as routes } from '@takt/proto/http/billing/invoice-runs';
import { z } from 'zod';
import { call } from '../../../api/call.ts';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { invoiceKeys } from '../api/invoices.api.ts';
import { centsOf } from '../components/money.ts';

const LEVELS = [1, 2, 3, 4, 5] as const;
const Amount = z.string().refine((v) => centsOf(v) !== undefined, 'validation.format');
// The contract keeps fees in cents; here they are typed in euros, one field per dunning level.
const SettingsForm = BillingSettings.pick({ dueDays: true, halfYearStartMonth: true }).extend({
  fee1: Amount,
  fee2: Amount,
  fee3: Amount,
  fee4: Amount,
  fee5: Amount,
});
type Values = z.input<typeof SettingsForm>;
type Settings = z.output<typeof BillingSettings>;

const euros = (cents: number) => (cents / 100).toFixed(2);

/** Due days, the fee per dunning level and the half-year start month of the company. */
export function BillingSettingsDialog(props: { settings: Settings; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: Settings) => call(routes.updateBillingSettings, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
  const s = props.settings;
  const initial: Values = {
    dueDays: s.dueDays,
    halfYearStartMonth: s.halfYearStartMonth,
    fee1: euros(s.dunningFees[0] ?? 0),
    fee2: euros(s.dunningFees[1] ?? 0),
    fee3: euros(s.dunningFees[2] ?? 0),
    fee4: euros(s.dunningFees[3] ?? 0),
    fee5: euros(s.dunningFees[4] ?? 0),
  };
  const { form, guard, close, submit, error } = useDialogForm(SettingsForm, initial, {
    open: props.open,
    onClose: props.onClose,
    save: (v) =>
      save.mutateAsync({
        dueDays: v.dueDays,
        halfYearStartMonth: v.halfYearStartMonth,
        dunningFees: [v.fee1, v.fee2, v.fee3, v.fee4, v.fee5].map((f) => centsOf(f)!),
      }),
    onSaved: () => notify({ id: 'invoices.settingsSaved' }),
    keepSaved: true,
  });
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="invoices.settings" onClose={close} onSubmit={submit} busy={save.isPending} error={error}>
        <FormTextField control={form.control} name="dueDays" label="invoices.dueDays" type="number" autoFocus />
        <FormTextField control={form.control} name="halfYearStartMonth" label="invoices.halfYearStartMonth" type="number" />
        {LEVELS.map((level) => (
          <FormTextField key={level} control={form.control} name={`fee${level}`} label={`invoices.dunningFee${level}`} />
        ))}
      </FormDialog>
    </>
  );
}
