import { DiscountEntry } from '@takt/proto/http/membership/costs';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';

type Values = z.input<typeof DiscountEntry>;

/** A new discount: another name and price between two dates (till left open: no end). */
export function DiscountFormDialog(props: {
  today: string;
  open: boolean;
  onClose(): void;
  save(entry: z.output<typeof DiscountEntry>): Promise<unknown>;
}) {
  const notify = useNotify();
  const initial: Values = { altName: '', altCost: 0, dateFrom: props.today, dateTill: null };
  const { form, guard, close, submit, error } = useDialogForm(DiscountEntry, initial, {
    open: props.open,
    onClose: props.onClose,
    save: props.save,
    onSaved: () => notify({ id: 'catalogue.discount.added' }),
  });
  const { control } = form;
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="catalogue.discount.add" onClose={close} onSubmit={submit} error={error}>
        <FormTextField control={control} name="altName" label="catalogue.discount.altName" autoFocus />
        <FormTextField control={control} name="altCost" label="catalogue.discount.altCostCents" type="number" />
        <FormDateField control={control} name="dateFrom" label="catalogue.discount.dateFrom" />
        <FormDateField control={control} name="dateTill" label="catalogue.discount.dateTill" />
      </FormDialog>
    </>
  );
}
