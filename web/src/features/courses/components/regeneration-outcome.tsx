import { Alert, AlertTitle, List, ListItem } from '@mui/material';
import type { RegenerateAppointmentsResult } from '@takt/proto/http/scheduling/date-times';
import dayjs from 'dayjs';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';

/** What saving a date-time did to its appointments; booked ones it left alone are named one by one. */
export function RegenerationOutcome({ outcome, onClose }: { outcome: RegenerateAppointmentsResult; onClose(): void }) {
  const { locale } = useLocale();
  const { created, updated, deleted, kept } = outcome;
  return (
    <Alert severity={kept.length ? 'warning' : 'success'} onClose={onClose} data-testid="regeneration-outcome">
      <AlertTitle>
        <FormattedMessage id="courses.outcome" values={{ created, updated, deleted }} />
      </AlertTitle>
      {kept.length > 0 && (
        <>
          <FormattedMessage id="courses.outcomeKept" values={{ count: kept.length }} />
          <List dense disablePadding>
            {kept.map((k) => (
              <ListItem key={k.appointmentId} disableGutters>
                <FormattedMessage
                  id={`courses.kept.${k.reason}`}
                  values={{ date: dayjs(k.date).format(DATE_FORMAT[locale]), time: `${k.timeFrom}–${k.timeTill}`, booked: k.bookedCount }}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
