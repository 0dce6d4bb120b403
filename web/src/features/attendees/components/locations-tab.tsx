import { useState } from 'react';
import { z } from 'zod';
import { RemoveRowButton, RowsTab, useConfirmedRemove, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useLocationChoices } from '../../locations/api/locations.api.ts';
import { useLocationAttendees, useSaveLocationAttendees } from '../api/attendees.api.ts';

type Linked = NonNullable<ReturnType<typeof useLocationAttendees>['data']>[number];
const AddLocation = z.object({ locationId: z.uuid() });

/** The locations an attendee belongs to besides the main one (lists at those locations show it too). */
export function LocationsTab({ attendeeId, canEdit }: { attendeeId: string; canEdit: boolean }) {
  const notify = useNotify();
  const linked = useLocationAttendees(attendeeId);
  const save = useSaveLocationAttendees();
  const confirmedRemove = useConfirmedRemove();
  const all = useLocationChoices().data ?? [];
  const [adding, setAdding] = useState(false);
  const ids = (linked.data ?? []).map((l) => l.locationId);
  const { form, guard, close, submit, error } = useDialogForm(
    AddLocation,
    { locationId: '' },
    {
      open: adding,
      onClose: () => setAdding(false),
      save: ({ locationId }) => save.mutateAsync({ attendeeId, locationIds: [...ids, locationId] }),
      onSaved: () => notify({ id: 'attendees.locationAdded' }),
    },
  );
  const name = (l: Linked) => l.locationName ?? '';
  const columns: RowsColumn<Linked>[] = [{ header: 'attendees.location', cell: name }];
  const onRemove = (l: Linked) =>
    confirmedRemove(
      { title: 'attendees.removeLocationTitle', text: 'attendees.removeLocationText', values: { name: name(l) } },
      () => save.mutateAsync({ attendeeId, locationIds: ids.filter((id) => id !== l.locationId) }),
      'attendees.locationRemoved',
    );
  return (
    <>
      <RowsTab
        query={linked}
        columns={columns}
        empty="attendees.noLocations"
        testId="attendee-locations"
        add={canEdit ? { label: 'attendees.addLocation', onClick: () => setAdding(true) } : undefined}
        action={
          canEdit
            ? (l) => <RemoveRowButton label="attendees.removeLocation" values={{ name: name(l) }} onClick={() => void onRemove(l)} />
            : undefined
        }
      />
      {guard.dialog}
      <FormDialog open={adding} title="attendees.addLocation" onClose={close} onSubmit={submit} busy={save.isPending} error={error}>
        <FormSelect
          control={form.control}
          name="locationId"
          label="attendees.location"
          options={all.filter((l) => !ids.includes(l.id)).map((l) => ({ value: l.id, label: l.name, raw: true }))}
        />
      </FormDialog>
    </>
  );
}
