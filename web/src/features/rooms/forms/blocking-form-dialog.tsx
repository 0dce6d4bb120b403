import { RoomBlockingInput } from '@takt/proto/http/scheduling/rooms';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField, FormTimeField } from '../../../ui/form/date-fields.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useAddRoomBlocking } from '../api/rooms.api.ts';

type Values = z.input<typeof RoomBlockingInput>;
/** Period Day 1, Week 2, Month 3 (spec section 3). */
const PERIODS = [1, 2, 3].map((p) => ({ value: p, label: `rooms.period.${p}` }));

/** Block the room: all day (00:00 to 23:59) or a time span, once or recurring like a course time. */
export function BlockingFormDialog(props: { roomId: string; today: string; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const add = useAddRoomBlocking(props.roomId);
  const initial: Values = {
    roomId: props.roomId,
    name: '',
    allDay: false,
    dateFrom: props.today,
    dateTill: props.today,
    timeFrom: '09:00',
    timeTill: '12:00',
    period: 1,
    eachOnDay: 1,
    periodValues: '',
  };
  const { form, guard, close, submit, error } = useDialogForm(RoomBlockingInput, initial, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => add.mutateAsync(body),
    onSaved: () => notify({ id: 'rooms.blockingAdded' }),
  });
  const { control } = form;
  const allDay = useWatch({ control, name: 'allDay' });
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="rooms.addBlocking" onClose={close} onSubmit={submit} busy={add.isPending} error={error}>
        <FormTextField control={control} name="name" label="rooms.blockingName" autoFocus />
        <FormCheckbox control={control} name="allDay" label="rooms.allDay" variant="switch" />
        <FormDateField control={control} name="dateFrom" label="rooms.dateFrom" />
        <FormDateField control={control} name="dateTill" label="rooms.dateTill" />
        <FormTimeField control={control} name="timeFrom" label="rooms.timeFrom" disabled={Boolean(allDay)} />
        <FormTimeField control={control} name="timeTill" label="rooms.timeTill" disabled={Boolean(allDay)} />
        <FormSelect control={control} name="period" label="rooms.period" options={PERIODS} />
        <FormTextField control={control} name="eachOnDay" label="rooms.eachOnDay" type="number" />
        <FormTextField control={control} name="periodValues" label="rooms.periodValues" />
      </FormDialog>
    </>
  );
}
