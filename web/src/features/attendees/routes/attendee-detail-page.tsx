import { useState } from 'react';
import { Stack } from '@mui/material';
import { hasAnyRole, OFFICE_ROLES } from '@takt/proto/roles';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { EditDeleteActions } from '../../../ui/detail/edit-delete-actions.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { futureBookings, useAttendee, useDeleteAttendee } from '../api/attendees.api.ts';
import { AttendeeDataTab } from '../components/attendee-data-tab.tsx';
import { ContactsTab } from '../components/contacts-tab.tsx';
import { GdprActions } from '../components/gdpr-actions.tsx';
import { LocationsTab } from '../components/locations-tab.tsx';
import { MembershipsTab } from '../components/memberships-tab.tsx';
import { PaymentDataTab } from '../../payment-data/components/payment-data-tab.tsx';
import { historyTabs } from '../../event-log/components/history-tab.tsx';
import { AttendeeFormDialog } from '../forms/attendee-form-dialog.tsx';
import { attendeeValuesOf } from '../forms/attendee-values.ts';

/** /attendees/{id}: header with edit, delete, data export and erasure; tabs for the data, the contacts (family), the memberships, further locations, (office) payment data and the history. */
export function AttendeeDetailPage() {
  const { attendeeId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const me = useMe().data;
  const attendee = useAttendee(attendeeId);
  const remove = useDeleteAttendee();
  const [editing, setEditing] = useState(false);
  const may = (flag: string) => Boolean(me && (me.isAdmin || me.permissions.includes(flag)));
  // Department refs are set by office staff only (identity's DepartmentRefs AddMultiple).
  const office = Boolean(me && (me.isAdmin || hasAnyRole(me.roles, OFFICE_ROLES)));
  const a = attendee.data;

  const onDelete = async () => {
    // Say what goes with the member: its future bookings stay booked in booking until cancelled there.
    const bookings = await futureBookings(attendeeId).catch(() => undefined);
    const ok = await confirm({
      title: 'attendees.deleteTitle',
      text: bookings?.hasFutureBookings ? 'attendees.deleteTextBookings' : 'attendees.deleteText',
      values: { name: a?.fullName ?? '', count: bookings?.count ?? 0 },
      confirm: 'common.delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(attendeeId);
      notify({ id: 'attendees.deleted' });
      navigate('/attendees', { replace: true });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };

  return (
    <>
      <DetailPage
        back={{ to: '/attendees', label: 'title.attendees' }}
        title={a?.fullName}
        subtitle={a ? [a.memberNumber, a.mainLocationName].filter(Boolean).join(' · ') : undefined}
        loading={attendee.isLoading}
        error={attendee.isError}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <EditDeleteActions
              canEdit={may('attendeesEdit')}
              canDelete={may('attendeesCreateDelete')}
              onEdit={() => setEditing(true)}
              onDelete={() => void onDelete()}
            />
            {a && <GdprActions attendee={a} canExport={may('attendeesEdit')} canErase={may('attendeesCreateDelete')} />}
          </Stack>
        }
        tabs={
          a
            ? [
                {
                  id: 'data',
                  label: 'attendees.tab.data',
                  content: <AttendeeDataTab attendee={a} canEdit={may('attendeesEdit') && office} />,
                },
                {
                  id: 'contacts',
                  label: 'attendees.tab.contacts',
                  content: <ContactsTab attendeeId={a.id} canEdit={may('attendeesEdit')} />,
                },
                {
                  id: 'memberships',
                  label: 'attendees.tab.memberships',
                  content: <MembershipsTab attendee={a} canEdit={may('attendeesEdit')} />,
                },
                {
                  id: 'locations',
                  label: 'attendees.tab.locations',
                  content: <LocationsTab attendeeId={a.id} canEdit={may('attendeesEdit')} />,
                },
                // Bank accounts are the office's and the invoices' matter: trainers never see them.
                ...(office && may('invoicesView')
                  ? [
                      {
                        id: 'payment',
                        label: 'paymentData.open',
                        content: <PaymentDataTab attendeeId={a.id} canEdit={may('invoicesEdit')} />,
                      },
                    ]
                  : []),
                // The audit trail: changes, data exports and the erasure (decision 0037).
                ...historyTabs(me, 'Attendee', a.id),
              ]
            : []
        }
      />
      {a && (
        <AttendeeFormDialog
          key={attendee.dataUpdatedAt}
          id={a.id}
          initial={attendeeValuesOf(a)}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
