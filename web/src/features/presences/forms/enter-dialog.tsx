import { z } from 'zod';
import { Uuid } from '@takt/proto/http/common';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { bookableAttendeeSource } from '../../attendances/api/attendances.api.ts';
import { FormSearchPicker } from '../../../ui/form/search-picker.tsx';
import { useLocationChoices } from '../../locations/api/locations.api.ts';
import { useEnter } from '../api/presences.api.ts';

const EnterForm = z.object({ attendeeId: Uuid, locationId: Uuid, text: z.string().trim().max(500).optional() });

/** Checks a member in at a location by hand (the door's fallback when there is no code to scan). */
export function EnterDialog(props: { locationId: string; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const enter = useEnter();
  const locations = useLocationChoices().data ?? [];
  const { form, guard, close, submit, error } = useDialogForm(
    EnterForm,
    { attendeeId: '', locationId: props.locationId, text: '' } as never,
    {
      open: props.open,
      onClose: props.onClose,
      save: (v) => enter.mutateAsync({ attendeeId: v.attendeeId, locationId: v.locationId, text: v.text || null }),
      onSaved: () => notify({ id: 'presences.entered' }),
    },
  );
  const places = locations.map((l) => ({ value: l.id, label: l.name, raw: true }));
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="presences.enter" onClose={close} onSubmit={submit} busy={enter.isPending} error={error}>
        <FormSearchPicker control={form.control} name="attendeeId" label="presences.attendee" source={bookableAttendeeSource} />
        <FormSelect control={form.control} name="locationId" label="presences.location" options={places} />
        <FormTextField control={form.control} name="text" label="presences.text" />
      </FormDialog>
    </>
  );
}
