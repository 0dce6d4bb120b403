import { AvailabilityInput } from '@takt/proto/http/scheduling/availabilities';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField, FormTimeField } from '../../../ui/form/date-fields.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSaveAvailability } from '../api/availabilities.api.ts';

export type AvailabilityValues = z.input<typeof AvailabilityInput>;
/** Availability 0, Absence 1; period Day 1, Week 2, Month 3 (spec section 3). */
const TYPES = [0, 1].map((v) => ({ value: v, label: `trainers.type.${v}` }));
const PERIODS = [1, 2, 3].map((p) => ({ value: p, label: `trainers.period.${p}` }));

export const newAvailability = (trainerId: string, today: string): AvailabilityValues => ({
  trainerId,
  name: '',
  text: '',
  type: 1,
  allDay: true,
  dateFrom: today,
  dateTill: today,
  timeFrom: '09:00',
  timeTill: '12:00',
  period: 1,
  eachOnDay: 1,
  periodValues: '',
});

/** Add or change an availability or absence: all day (00:00 to 23:59) or a time span, once or recurring. */
export function AvailabilityFormDialog(props: { id?: string; initial: AvailabilityValues; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const save = useSaveAvailability();
  const { form, guard, close, submit, error } = useDialogForm(AvailabilityInput, props.initial, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync({ id: props.id, body }),
    onSaved: () => notify({ id: 'trainers.availabilitySaved' }),
  });
  const { control } = form;
  const allDay = useWatch({ control, name: 'allDay' });
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title={props.id ? 'trainers.editAvailability' : 'trainers.addAvailability'}
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        <FormSelect control={control} name="type" label="trainers.type" options={TYPES} />
        <FormTextField control={control} name="name" label="trainers.name" autoFocus />
        <FormCheckbox control={control} name="allDay" label="trainers.allDay" variant="switch" />
        <FormDateField control={control} name="dateFrom" label="trainers.dateFrom" />
        <FormDateField control={control} name="dateTill" label="trainers.dateTill" />
        <FormTimeField control={control} name="timeFrom" label="trainers.timeFrom" disabled={Boolean(allDay)} />
        <FormTimeField control={control} name="timeTill" label="trainers.timeTill" disabled={Boolean(allDay)} />
        <FormSelect control={control} name="period" label="trainers.period" options={PERIODS} />
        <FormTextField control={control} name="eachOnDay" label="trainers.eachOnDay" type="number" />
        <FormTextField control={control} name="periodValues" label="trainers.periodValues" />
        <FormTextField control={control} name="text" label="trainers.text" multiline />
      </FormDialog>
    </>
  );
}
