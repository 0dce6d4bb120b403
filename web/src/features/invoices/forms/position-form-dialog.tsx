import { InvoicePositionInput } from '@takt/proto/http/billing/invoice-positions';
import { LocalDate } from '@takt/proto/http/common';
import dayjs from 'dayjs';
import { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useAddPosition } from '../api/invoice-positions.api.ts';
import { attendeeSource } from '../../attendees/api/attendees.api.ts';
import { FormSearchPicker } from '../../../ui/form/search-picker.tsx';
import { centsOf } from '../components/money.ts';

// The contract takes cents; people type euros ("12,50"): the amount is checked here and converted.
const PositionForm = InvoicePositionInput.pick({ attendeeId: true, description: true, note: true }).extend({
  amount: z.string().refine((v) => centsOf(v) !== undefined, 'validation.format'),
  date: LocalDate,
});
type Values = z.input<typeof PositionForm>;

/** Adds a single cost for an attendee: it waits for the next invoice run of its date (or goes on `invoiceId`). */
export function PositionFormDialog(props: { open: boolean; onClose(): void; invoiceId?: string; attendeeId?: string }) {
  const notify = useNotify();
  const add = useAddPosition();
  const initial: Values = { attendeeId: props.attendeeId ?? '', description: '', note: '', amount: '', date: dayjs().format('YYYY-MM-DD') };
  const { form, guard, close, submit, error } = useDialogForm(PositionForm, initial, {
    open: props.open,
    onClose: props.onClose,
    save: ({ amount, note, ...rest }) =>
      add.mutateAsync({ ...rest, note: note || null, centCost: centsOf(amount)!, invoiceId: props.invoiceId ?? null }),
    onSaved: () => notify({ id: 'positions.added' }),
  });
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="positions.add" onClose={close} onSubmit={submit} busy={add.isPending} error={error}>
        {!props.attendeeId && (
          <FormSearchPicker control={form.control} name="attendeeId" label="invoices.attendee" source={attendeeSource} />
        )}
        <FormTextField control={form.control} name="description" label="positions.description" autoFocus />
        <FormTextField control={form.control} name="amount" label="positions.amount" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <FormDateField control={form.control} name="date" label="positions.date" />
        <FormTextField control={form.control} name="note" label="positions.note" multiline minRows={2} />
      </FormDialog>
    </>
  );
}
