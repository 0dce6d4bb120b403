import { z } from 'zod';
import { Uuid } from '@takt/proto/http/common';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormSearchPicker } from '../../../ui/form/search-picker.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { bookableAttendeeSource, useBook } from '../api/attendances.api.ts';

const BookForm = z.object({ attendeeId: Uuid });

/**
 * Books an attendee on the appointment; the server answers confirmed or a waiting number, and the
 * notice says which; one already booked answers already_booked under the form.
 */
export function BookAttendeeDialog(props: { appointmentId: string; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const book = useBook();
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
  return (
    <>
      {guard.dialog}
      <FormDialog open={props.open} title="attendances.book" onClose={close} onSubmit={submit} busy={book.isPending} error={error}>
        <FormSearchPicker control={form.control} name="attendeeId" label="attendances.attendee" source={bookableAttendeeSource} />
      </FormDialog>
    </>
  );
}
