import { useState } from 'react';
import { Button } from '@mui/material';
import dayjs from 'dayjs';
import { FormattedMessage } from 'react-intl';
import { hasAnyRole, OFFICE_ROLES } from '@takt/proto/roles';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { EditDeleteActions } from '../../../ui/detail/edit-delete-actions.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { nextMemberNumber, useAttendee, useDeleteInterested } from '../api/attendees.api.ts';
import { AttendeeDataTab } from '../components/attendee-data-tab.tsx';
import { ConvertDialog } from '../forms/convert-dialog.tsx';
import { EditInterestedDialog } from '../forms/interested-form-dialog.tsx';

/** /attendees-interested/{id}: the interested person's data; edit, delete, or convert into a member. */
export function InterestedDetailPage() {
  const { attendeeId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const me = useMe().data;
  const person = useAttendee(attendeeId);
  const remove = useDeleteInterested();
  const [editing, setEditing] = useState(false);
  const [converting, setConverting] = useState<string>();
  const may = (flag: string) => Boolean(me && (me.isAdmin || me.permissions.includes(flag)));
  // Department refs are set by office staff only (identity's DepartmentRefs AddMultiple).
  const office = Boolean(me && (me.isAdmin || hasAnyRole(me.roles, OFFICE_ROLES)));
  const p = person.data;

  const onDelete = async () => {
    const ok = await confirm({
      title: 'attendees.deleteInterestedTitle',
      text: 'attendees.deleteInterestedText',
      values: { name: p?.fullName ?? '' },
      confirm: 'common.delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(attendeeId);
      notify({ id: 'attendees.interestedDeleted' });
      navigate('/attendees-interested', { replace: true });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  const openConvert = async () => setConverting(await nextMemberNumber().catch(() => ''));

  return (
    <>
      <DetailPage
        back={{ to: '/attendees-interested', label: 'title.interested' }}
        title={p?.fullName}
        subtitle={p?.mainLocationName ?? undefined}
        loading={person.isLoading}
        error={person.isError}
        actions={
          <>
            {p?.isInterested && may('attendeesCreateDelete') && (
              <Button variant="contained" onClick={() => void openConvert()}>
                <FormattedMessage id="attendees.convert" />
              </Button>
            )}
            <EditDeleteActions
              canEdit={Boolean(p?.isInterested) && may('interestedEdit')}
              canDelete={Boolean(p?.isInterested) && may('interestedCreateDelete')}
              onEdit={() => setEditing(true)}
              onDelete={() => void onDelete()}
            />
          </>
        }
        tabs={
          p
            ? [
                {
                  id: 'data',
                  label: 'attendees.tab.data',
                  content: <AttendeeDataTab attendee={p} canEdit={may('interestedEdit') && office} />,
                },
              ]
            : []
        }
      />
      {p && (
        <EditInterestedDialog
          key={person.dataUpdatedAt}
          id={p.id}
          initial={{
            firstName: p.firstName,
            lastName: p.lastName,
            salutation: p.salutation ?? '',
            title: p.title ?? '',
            email: p.email ?? '',
            phone: p.phone ?? '',
            birthday: p.birthday,
            street: p.street ?? '',
            zip: p.zip ?? '',
            city: p.city ?? '',
            text: p.text ?? '',
          }}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
      {p && converting !== undefined && (
        <ConvertDialog
          person={p}
          memberNumber={converting}
          today={dayjs().format('YYYY-MM-DD')}
          open
          onClose={() => setConverting(undefined)}
          onSaved={(id) => navigate(`/attendees/${id}`, { replace: true })}
        />
      )}
    </>
  );
}
