import { z } from 'zod';
import { Uuid } from '@takt/proto/http/common';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useBook, useBookableAttendees } from '../api/attendances.api.ts';

const BookForm = z.object({ attendeeId: Uuid });

/**
 * Books an attendee on the appointment; the server answers confirmed or a waiting number, and the
 * notice says which; one already booked answers already_booked under the form.
 */
export function BookAttendeeDialog(props: { appointmentId: string; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const book = useBook();
  const attendees = useBookableAttendees(props.open);
  const { form, guard, close, submit, error } = useDialogForm(BookForm, { attendeeId: '' } as never, {
    open: props.open,
    onClose: props.onClose,
    save: ({ attendeeId }) => book.mutateAsync({ attendeeId, appointmentId: props.appointmentId }),
    onSaved: (a) =>
      notify(
        a.attendeeOnWaitingListNumber === null
          ? { id: 'attendances.bookedConfirmed' }
          : { id: 'attendances.bookedWaiting', values: { number: a.attendeeOnWaitingListNumber } },
      ),
  });
  const options = (attendees.data?.value ?? []).map((a) => ({ value: a.id, label: a.fullName, raw: true }));
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="attendances.book" onClose={close} onSubmit={submit} busy={book.isPending} error={error}>
        <FormSelect control={form.control} name="attendeeId" label="attendances.attendee" options={options} />
      </FormDialog>
    </>
  );
}
