import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import dayjs from 'dayjs';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../../i18n/locale.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useAppointment, useDeleteAppointment } from '../api/appointments.api.ts';
import { AppointmentFormDialog } from '../forms/appointment-form-dialog.tsx';
import { CancelAppointmentDialog } from '../forms/cancel-appointment-dialog.tsx';
import { BookedCell, StatusChip } from './appointment-chips.tsx';

/** One appointment's facts and what staff may do with it: edit, cancel, delete (unbooked only), attendances. */
export function AppointmentDialog({
  id,
  onClose,
  canEdit,
  canDelete,
}: {
  id?: string;
  onClose(): void;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const { locale } = useLocale();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const confirm = useConfirm();
  const notify = useNotify();
  const remove = useDeleteAppointment();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const a = useAppointment(id).data;
  const live = Boolean(a && !a.isCancelled);
  const onDelete = async () => {
    if (
      !a ||
      !(await confirm({ title: 'appointments.deleteTitle', text: 'appointments.deleteText', confirm: 'appointments.delete', danger: true }))
    )
      return;
    try {
      await remove.mutateAsync(a.id);
      notify({ id: 'appointments.deleted' });
      onClose();
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  return (
    <>
      <Dialog open={Boolean(id)} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="appointment-title">
        <DialogTitle id="appointment-title">
          {a ? `${a.courseName}, ${dayjs(a.date).format(DATE_FORMAT[locale])} ${a.timeFrom}–${a.timeTill}` : ' '}
        </DialogTitle>
        {a && (
          <DialogContent>
            <Stack spacing={1.5}>
              <Stack direction="row" spacing={1}>
                <StatusChip a={a} />
              </Stack>
              <Typography>
                <FormattedMessage id="appointments.where" values={{ location: a.locationName ?? '–', room: a.roomName ?? '–' }} />
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography>
                  <FormattedMessage id="appointments.bookedLabel" />
                </Typography>
                <BookedCell a={a} />
              </Stack>
              {a.trainerFullNames && (
                <Typography>
                  <FormattedMessage id="appointments.taughtBy" values={{ names: a.trainerFullNames }} />
                </Typography>
              )}
              {a.text && <Typography>{a.text}</Typography>}
              {a.reason && (
                <Typography>
                  <FormattedMessage id="appointments.reasonIs" values={{ reason: a.reason }} />
                </Typography>
              )}
            </Stack>
          </DialogContent>
        )}
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {a && (
            <Button component={RouterLink} to={`/appointments/${a.id}/attendances`}>
              <FormattedMessage id="appointments.attendances" />
            </Button>
          )}
          {canDelete && a?.countOfAttendancesForTheDate === 0 && (
            <Button color="error" onClick={() => void onDelete()}>
              <FormattedMessage id="appointments.delete" />
            </Button>
          )}
          {canEdit && live && (
            <Button color="error" onClick={() => setCancelling(true)}>
              <FormattedMessage id="appointments.cancel" />
            </Button>
          )}
          {canEdit && live && (
            <Button variant="contained" onClick={() => setEditing(true)}>
              <FormattedMessage id="appointments.edit" />
            </Button>
          )}
          <Button onClick={onClose}>
            <FormattedMessage id="common.close" />
          </Button>
        </DialogActions>
      </Dialog>
      {a && live && (
        <>
          <AppointmentFormDialog
            key={`${a.id}-${a.date}-${a.timeFrom}-${a.timeTill}-${a.maxAttendees}-${a.trainerIds.join()}`}
            id={a.id}
            initial={{
              date: a.date,
              timeFrom: a.timeFrom,
              timeTill: a.timeTill,
              roomId: a.roomId,
              maxAttendees: a.maxAttendees,
              text: a.text ?? '',
              notificationSetting: false,
              trainerIds: a.trainerIds,
            }}
            open={editing}
            onClose={() => setEditing(false)}
          />
          <CancelAppointmentDialog id={a.id} open={cancelling} onClose={() => setCancelling(false)} />
        </>
      )}
    </>
  );
}
