import { useState } from 'react';
import { Box } from '@mui/material';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { RemoveRowButton, RowsTab, useConfirmedRemove, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { useRemoveRoomBlocking, useRoomBlockings } from '../api/rooms.api.ts';
import { BlockingFormDialog } from '../forms/blocking-form-dialog.tsx';

type Blocking = NonNullable<ReturnType<typeof useRoomBlockings>['data']>[number];

/** The room's blockings: when, how often, and remove one after confirming. */
export function BlockingsTab({ roomId, canEdit }: { roomId: string; canEdit: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const blockings = useRoomBlockings(roomId);
  const remove = useRemoveRoomBlocking(roomId);
  const confirmedRemove = useConfirmedRemove();
  const [adding, setAdding] = useState(false);
  const date = (d: string) => dayjs(d).format(DATE_FORMAT[locale]);
  const when = (b: Blocking) => `${date(b.dateFrom)} – ${date(b.dateTill)}`;
  const columns: RowsColumn<Blocking>[] = [
    { header: 'rooms.blockingName', cell: (b) => b.name },
    { header: 'rooms.dates', cell: when },
    { header: 'rooms.times', cell: (b) => (b.allDay ? intl.formatMessage({ id: 'rooms.allDay' }) : `${b.timeFrom}–${b.timeTill}`) },
    {
      header: 'rooms.period',
      cell: (b) => intl.formatMessage({ id: `rooms.period.${b.period}` }) + (b.periodValues ? ` (${b.periodValues})` : ''),
    },
  ];
  const onRemove = (b: Blocking) =>
    confirmedRemove(
      { title: 'rooms.removeBlockingTitle', text: 'rooms.removeBlockingText', values: { when: when(b) } },
      () => remove.mutateAsync(b.id),
      'rooms.blockingRemoved',
    );

  return (
    <Box>
      <RowsTab
        query={blockings}
        columns={columns}
        empty="rooms.noBlockings"
        testId="room-blockings"
        add={canEdit ? { label: 'rooms.addBlocking', onClick: () => setAdding(true) } : undefined}
        action={
          canEdit
            ? (b) => <RemoveRowButton label="rooms.removeBlocking" values={{ when: when(b) }} onClick={() => void onRemove(b)} />
            : undefined
        }
      />
      <BlockingFormDialog
        key={String(adding)}
        roomId={roomId}
        today={dayjs().format('YYYY-MM-DD')}
        open={adding}
        onClose={() => setAdding(false)}
      />
    </Box>
  );
}
