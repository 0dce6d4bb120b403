import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useRemoveRoomBlocking, useRoomBlockings } from '../api/rooms.api.ts';
import { BlockingFormDialog } from '../forms/blocking-form-dialog.tsx';

type Blocking = NonNullable<ReturnType<typeof useRoomBlockings>['data']>[number];

/** The room's blockings: when, how often, and remove one after confirming. */
export function BlockingsTab({ roomId, canEdit }: { roomId: string; canEdit: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const notify = useNotify();
  const confirm = useConfirm();
  const blockings = useRoomBlockings(roomId);
  const remove = useRemoveRoomBlocking(roomId);
  const [adding, setAdding] = useState(false);
  const rows = blockings.data ?? [];
  const date = (d: string) => dayjs(d).format(DATE_FORMAT[locale]);
  const when = (b: Blocking) => `${date(b.dateFrom)} – ${date(b.dateTill)}`;
  const time = (b: Blocking) => (b.allDay ? intl.formatMessage({ id: 'rooms.allDay' }) : `${b.timeFrom}–${b.timeTill}`);
  const repeat = (b: Blocking) => intl.formatMessage({ id: `rooms.period.${b.period}` }) + (b.periodValues ? ` (${b.periodValues})` : '');

  const onRemove = async (b: Blocking) => {
    if (
      !(await confirm({
        title: 'rooms.removeBlockingTitle',
        text: 'rooms.removeBlockingText',
        values: { when: when(b) },
        confirm: 'common.delete',
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(b.id);
      notify({ id: 'rooms.blockingRemoved' });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {canEdit && (
        <Box>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            <FormattedMessage id="rooms.addBlocking" />
          </Button>
        </Box>
      )}
      {blockings.isLoading && <LinearProgress aria-hidden />}
      {blockings.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      )}
      {blockings.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">
          <FormattedMessage id="rooms.noBlockings" />
        </Typography>
      )}
      {rows.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="room-blockings">
            <TableHead>
              <TableRow>
                {['rooms.blockingName', 'rooms.dates', 'rooms.times', 'rooms.period'].map((h) => (
                  <TableCell key={h}>
                    <FormattedMessage id={h} />
                  </TableCell>
                ))}
                {canEdit && <TableCell />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((b) => (
                <TableRow key={b.id}>
                  <TableCell>{b.name}</TableCell>
                  <TableCell>{when(b)}</TableCell>
                  <TableCell>{time(b)}</TableCell>
                  <TableCell>{repeat(b)}</TableCell>
                  {canEdit && (
                    <TableCell align="right">
                      <Tooltip title={intl.formatMessage({ id: 'rooms.removeBlocking' }, { when: when(b) })}>
                        <IconButton
                          aria-label={intl.formatMessage({ id: 'rooms.removeBlocking' }, { when: when(b) })}
                          onClick={() => void onRemove(b)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
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
