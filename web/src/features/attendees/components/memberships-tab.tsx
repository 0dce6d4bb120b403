import { useState } from 'react';
import { Button, Chip } from '@mui/material';
import type { Attendee } from '@takt/proto/http/membership/attendees';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { RowsTab, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { AddMembershipDialog, EndMembershipDialog } from '../forms/membership-dialogs.tsx';

type Held = Attendee['membershipTypes'][number];

/** The memberships an attendee holds, valid today or not; add one, end one on a date. */
export function MembershipsTab({ attendee, canEdit }: { attendee: Attendee; canEdit: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<Held>();
  const today = dayjs().format('YYYY-MM-DD');
  const date = (d?: string) => (d ? dayjs(d).format(DATE_FORMAT[locale]) : '–');
  const columns: RowsColumn<Held>[] = [
    { header: 'attendees.membershipType', cell: (m) => m.membershipTypeName },
    { header: 'attendees.fromDate', cell: (m) => date(m.fromDate) },
    { header: 'attendees.tillDate', cell: (m) => date(m.tillDate) },
    {
      header: 'attendees.validToday',
      cell: (m) => (
        <Chip
          size="small"
          color={m.active ? 'success' : 'default'}
          label={intl.formatMessage({ id: m.active ? 'attendees.valid' : 'attendees.notValid' })}
        />
      ),
    },
  ];
  const query = { data: attendee.membershipTypes, isLoading: false, isError: false, isSuccess: true };
  return (
    <>
      <RowsTab
        query={query}
        columns={columns}
        empty="attendees.noMemberships"
        testId="attendee-memberships"
        add={canEdit ? { label: 'attendees.addMembership', onClick: () => setAdding(true) } : undefined}
        action={
          canEdit
            ? (m) =>
                !m.tillDate || m.tillDate >= today ? (
                  <Button
                    size="small"
                    onClick={() => setEnding(m)}
                    aria-label={intl.formatMessage({ id: 'attendees.endMembershipOf' }, { name: m.membershipTypeName })}
                  >
                    <FormattedMessage id="attendees.endMembership" />
                  </Button>
                ) : null
            : undefined
        }
      />
      <AddMembershipDialog
        key={`add-${String(adding)}`}
        attendeeId={attendee.id}
        today={today}
        open={adding}
        onClose={() => setAdding(false)}
      />
      {ending && (
        <EndMembershipDialog
          key={ending.id}
          attendeeId={attendee.id}
          membershipId={ending.id}
          today={today}
          open
          onClose={() => setEnding(undefined)}
        />
      )}
    </>
  );
}
