import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { EditDeleteActions } from '../../../ui/detail/edit-delete-actions.tsx';
import { FieldTable } from '../../../ui/detail/field-table.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { checkRoomInUse, useDeleteRoom, useRoom } from '../api/rooms.api.ts';
import { BlockingsTab } from '../components/blockings-tab.tsx';
import { RoomFormDialog } from '../forms/room-form-dialog.tsx';

type Room = NonNullable<ReturnType<typeof useRoom>['data']>;

function DataTab({ room }: { room: Room }) {
  const intl = useIntl();
  const rows: [string, string][] = [
    ['rooms.location', room.locationName],
    ['rooms.capacity', room.capacity === null ? '' : String(room.capacity)],
    ['rooms.description', room.description ?? ''],
    ['rooms.active', intl.formatMessage({ id: room.active ? 'common.yes' : 'common.no' })],
  ];
  return <FieldTable rows={rows} />;
}

/** /rooms/{id}: header with edit and delete; tabs for the data and the blockings. */
export function RoomDetailPage() {
  const { roomId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const me = useMe().data;
  const room = useRoom(roomId);
  const remove = useDeleteRoom();
  const [editing, setEditing] = useState(false);
  const may = (flag: string) => Boolean(me && (me.isAdmin || me.permissions.includes(flag)));
  const r = room.data;

  const onDelete = async () => {
    // A room course times or appointments use cannot go: say so instead of offering the delete.
    const use = await checkRoomInUse(roomId).catch(() => undefined);
    if (use?.inUse) {
      notify({ id: 'rooms.inUse', values: { dateTimes: use.dateTimes, appointments: use.appointments }, severity: 'warning' });
      return;
    }
    const ok = await confirm({
      title: 'rooms.deleteTitle',
      text: 'rooms.deleteText',
      values: { name: r?.name ?? '' },
      confirm: 'common.delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(roomId);
      notify({ id: 'rooms.deleted' });
      navigate('/rooms', { replace: true });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  return (
    <>
      <DetailPage
        back={{ to: '/rooms', label: 'title.rooms' }}
        title={r?.name}
        subtitle={r?.locationName}
        loading={room.isLoading}
        error={room.isError}
        actions={
          <EditDeleteActions
            canEdit={may('locationsEdit')}
            canDelete={may('locationsCreateDelete')}
            onEdit={() => setEditing(true)}
            onDelete={() => void onDelete()}
          />
        }
        tabs={
          r
            ? [
                { id: 'data', label: 'rooms.tab.data', content: <DataTab room={r} /> },
                { id: 'blockings', label: 'rooms.tab.blockings', content: <BlockingsTab roomId={r.id} canEdit={may('locationsEdit')} /> },
              ]
            : []
        }
      />
      {r && (
        <RoomFormDialog
          key={room.dataUpdatedAt}
          id={r.id}
          initial={{ name: r.name, locationId: r.locationId, capacity: r.capacity, description: r.description ?? '', active: r.active }}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
