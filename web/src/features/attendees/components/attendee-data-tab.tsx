import { Box } from '@mui/material';
import type { Attendee } from '@takt/proto/http/membership/attendees';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { FieldTable } from '../../../ui/detail/field-table.tsx';
import { OwnerDepartments } from '../../departments/components/owner-departments.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';

/** The attendee's (or interested person's) data as a field table, and the departments it belongs to. */
export function AttendeeDataTab({ attendee: a, canEdit }: { attendee: Attendee; canEdit: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const date = (d: string | null) => (d ? dayjs(d).format(DATE_FORMAT[locale]) : '');
  const yesNo = (b: boolean) => intl.formatMessage({ id: b ? 'common.yes' : 'common.no' });
  const address = [a.street, [a.zip, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    ['attendees.salutation', a.salutation ? intl.formatMessage({ id: `attendees.salutation.${a.salutation}` }) : ''],
    ['attendees.title', a.title ?? ''],
    ['attendees.email', a.email ?? ''],
    ['attendees.phone', a.phone ?? ''],
    ['attendees.birthday', date(a.birthday)],
    ['attendees.address', address],
    ['attendees.mainLocation', a.mainLocationName ?? ''],
    ['attendees.additionalLocations', a.additionalLocationNames.join(', ')],
  ];
  if (!a.isInterested) {
    rows.push(
      ['attendees.userName', a.userName ?? ''],
      ['attendees.memberNumber', a.memberNumber ?? ''],
      ['attendees.fromDate', date(a.fromDate)],
      ['attendees.tillDate', date(a.tillDate)],
      ['attendees.active', yesNo(a.active)],
      ['attendees.hasActiveMembership', yesNo(a.hasActiveMembership)],
    );
  }
  rows.push(['attendees.text', a.text ?? '']);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FieldTable rows={rows} />
      <OwnerDepartments owner="attendeeId" ownerId={a.id} canEdit={canEdit} />
    </Box>
  );
}
