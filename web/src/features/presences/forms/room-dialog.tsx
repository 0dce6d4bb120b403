import { z } from 'zod';
import { Uuid } from '@takt/proto/http/common';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useEnterRoom, useRoomChoices } from '../api/presences.api.ts';

const RoomForm = z.object({ roomId: Uuid });

/** Someone present goes into a room of the location they are at (a stay in another room ends). */
export function RoomDialog(props: { visit: { id: string; locationId: string } | null; onClose(): void }) {
  const notify = useNotify();
  const enter = useEnterRoom();
  const open = props.visit !== null;
  const rooms = useRoomChoices(props.visit?.locationId ?? '', open).data?.value ?? [];
  const { form, guard, close, submit, error } = useDialogForm(RoomForm, { roomId: '' } as never, {
    open,
    onClose: props.onClose,
    save: (v) => enter.mutateAsync({ presenceId: props.visit!.id, roomId: v.roomId }),
    onSaved: () => notify({ id: 'presences.roomEntered' }),
  });
  const options = rooms.map((r) => ({ value: r.id, label: r.name, raw: true }));
  return (
    <>
      {guard.dialog}
      <FormDialog open={open} title="presences.enterRoom" onClose={close} onSubmit={submit} busy={enter.isPending} error={error}>
        <FormSelect control={form.control} name="roomId" label="presences.room" options={options} />
      </FormDialog>
    </>
  );
}
