import { Stack } from '@mui/material';
import { AppointmentInput } from '@takt/proto/http/scheduling/appointments';
import { z } from 'zod';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField, FormTimeField } from '../../../ui/form/date-fields.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { FormUserSelect } from '../../../ui/form/form-user-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useSetAppointmentTrainers } from '../../trainers/api/course-trainers.api.ts';
import { useRoomChoices, useUpdateAppointment } from '../api/appointments.api.ts';

/** The server's schema plus who teaches it, which is saved through its own call. */
const AppointmentForm = AppointmentInput.extend({ trainerIds: z.array(z.uuid()) });
export type AppointmentValues = z.input<typeof AppointmentForm>;

/**
 * Move or resize one appointment with the server's schema and change who teaches it; its
 * bookings stay, members are told on request.
 */
export function AppointmentFormDialog(props: { id: string; initial: AppointmentValues; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const save = useUpdateAppointment();
  const setTrainers = useSetAppointmentTrainers(props.id);
  const rooms = useRoomChoices().data ?? [];
  const { form, guard, close, submit, error } = useDialogForm(AppointmentForm, props.initial, {
    open: props.open,
    onClose: props.onClose,
    save: async ({ trainerIds, ...body }) => {
      await save.mutateAsync({ id: props.id, body });
      const before = [...props.initial.trainerIds].sort().join();
      if ([...trainerIds].sort().join() !== before) await setTrainers.mutateAsync(trainerIds);
    },
    onSaved: () => notify({ id: 'appointments.updated' }),
  });
  const { control } = form;
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title="appointments.edit"
        onClose={close}
        onSubmit={submit}
        busy={save.isPending || setTrainers.isPending}
        error={error}
      >
        <FormDateField control={control} name="date" label="appointments.date" />
        <Stack direction="row" spacing={2}>
          <FormTimeField control={control} name="timeFrom" label="appointments.timeFrom" />
          <FormTimeField control={control} name="timeTill" label="appointments.timeTill" />
        </Stack>
        <FormSelect
          control={control}
          name="roomId"
          label="appointments.room"
          allowEmpty
          options={rooms.map((r) => ({ value: r.id, label: `${r.name} (${r.locationName})`, raw: true }))}
        />
        <FormTextField control={control} name="maxAttendees" label="appointments.maxAttendees" type="number" />
        <FormUserSelect control={control} name="trainerIds" label="appointments.trainers" multiple enabled={props.open} />
        <FormTextField control={control} name="text" label="appointments.text" multiline minRows={2} />
        <FormCheckbox
          control={control}
          name="notificationSetting"
          label="appointments.notify"
          help="appointments.notifyHelp"
          variant="switch"
        />
      </FormDialog>
    </>
  );
}
