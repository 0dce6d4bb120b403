import { useState } from 'react';
import { Box, Stack } from '@mui/material';
import { z } from 'zod';
import { Uuid } from '@takt/proto/http/common';
import { useIntl } from 'react-intl';
import { bookingPrintContracts } from '@takt/proto/http/booking/print';
import { PrintButton, PrintViewLink } from './print-button.tsx';
import { RemoveRowButton, RowsTab, useConfirmedRemove, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormSearchPicker } from '../../../ui/form/search-picker.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { bookableAttendeeSource, useBookSeries, useEndSeries, useSeriesOf } from '../api/attendances.api.ts';

type Series = NonNullable<ReturnType<typeof useSeriesOf>['data']>[number];
const SeriesForm = z.object({ attendeeId: Uuid });

function AddSeriesDialog({ dateTimeId, open, onClose }: { dateTimeId: string; open: boolean; onClose(): void }) {
  const notify = useNotify();
  const bookSeries = useBookSeries();
  const { form, guard, close, submit, error } = useDialogForm(SeriesForm, { attendeeId: '' } as never, {
    open,
    onClose,
    save: ({ attendeeId }) => bookSeries.mutateAsync({ attendeeId, dateTimeId }),
    onSaved: (r) => notify({ id: 'attendances.seriesBooked', values: { count: r.booked.length } }),
  });
  return (
    <>
      {guard.dialog}
      <FormDialog open={open} title="attendances.bookSeries" onClose={close} onSubmit={submit} busy={bookSeries.isPending} error={error}>
        <FormSearchPicker control={form.control} name="attendeeId" label="attendances.attendee" source={bookableAttendeeSource} />
      </FormDialog>
    </>
  );
}

/** The course time's running series bookings: who comes every time; add one, or end one. */
export function SeriesTab({ dateTimeId }: { dateTimeId: string }) {
  const intl = useIntl();
  const series = useSeriesOf(dateTimeId);
  const end = useEndSeries();
  const confirmedRemove = useConfirmedRemove();
  const [adding, setAdding] = useState(false);
  const name = (s: Series) => s.attendeeFullName ?? '';
  const columns: RowsColumn<Series>[] = [
    { header: 'attendances.attendee', cell: name },
    { header: 'attendances.seriesSince', cell: (s) => intl.formatDate(s.createdDate, { dateStyle: 'medium' }) },
  ];
  const onEnd = (s: Series) =>
    confirmedRemove(
      {
        title: 'attendances.endSeriesTitle',
        text: 'attendances.endSeriesText',
        values: { name: name(s) },
        confirm: 'attendances.endSeries',
      },
      () => end.mutateAsync(s.id),
      'attendances.seriesEnded',
    );
  return (
    <Box>
      <RowsTab
        query={series}
        columns={columns}
        empty="attendances.noSeries"
        testId="series"
        add={{ label: 'attendances.bookSeries', onClick: () => setAdding(true) }}
        action={(s) => (
          <Stack direction="row">
            <PrintButton
              contract={bookingPrintContracts.printSeriesBooking}
              id={s.id}
              label="attendances.printSeriesFor"
              values={{ name: name(s) }}
              fileName="series-booking"
              compact
            />
            <RemoveRowButton label="attendances.endSeriesFor" values={{ name: name(s) }} onClick={() => void onEnd(s)} />
          </Stack>
        )}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <PrintButton
          contract={bookingPrintContracts.printWaitingList}
          id={dateTimeId}
          label="attendances.printSeriesWaitingList"
          fileName="waiting-list"
        />
        <PrintViewLink to={`/print-waiting-list/${dateTimeId}`} label="kioskPrint.openWaitingList" />
      </Stack>
      <AddSeriesDialog key={String(adding)} dateTimeId={dateTimeId} open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}
