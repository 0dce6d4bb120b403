import { useState } from 'react';
import { Button } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { canOpenScreen } from '@takt/proto/screens';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { DetailPage } from '../../../ui/detail/detail-page.tsx';
import { EditDeleteActions } from '../../../ui/detail/edit-delete-actions.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { checkCourseBookings, useCopyCourse, useCourse, useDeleteCourse } from '../api/courses.api.ts';
import { AppointmentsTab } from '../components/appointments-tab.tsx';
import { CourseDataTab } from '../components/course-data-tab.tsx';
import { CourseTrainersTab } from '../components/course-trainers-tab.tsx';
import { DateTimesTab } from '../components/date-times-tab.tsx';
import { MembershipTypesTab } from '../components/membership-types-tab.tsx';
import { CourseFormDialog } from '../forms/course-form-dialog.tsx';
import { courseValuesOf } from '../forms/course-values.ts';
import { QrCodesTab } from '../../qr-codes/components/qr-codes-tab.tsx';

/** /courses/{id}: header with copy, edit and delete; tabs for data, date-times, trainers and skills, appointments and membership types. */
export function CourseDetailPage() {
  const { courseId = '' } = useParams();
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const confirm = useConfirm();
  const me = useMe().data;
  const course = useCourse(courseId);
  const remove = useDeleteCourse();
  const copy = useCopyCourse();
  const [editing, setEditing] = useState(false);
  const may = (flag: string) => Boolean(me && (me.isAdmin || me.permissions.includes(flag)));
  const c = course.data;

  const onDelete = async () => {
    // Bookings on future appointments hold the course: say how many instead of offering the delete.
    const bookings = await checkCourseBookings(courseId).catch(() => undefined);
    if (bookings?.hasBookings) {
      notify({ id: 'courses.inUse', values: { count: bookings.bookedAppointments }, severity: 'warning' });
      return;
    }
    const ok = await confirm({
      title: 'courses.deleteTitle',
      text: 'courses.deleteText',
      values: { name: c?.name ?? '' },
      confirm: 'common.delete',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(courseId);
      notify({ id: 'courses.deleted' });
      navigate('/courses', { replace: true });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  const onCopy = async () => {
    try {
      const { id } = await copy.mutateAsync(courseId);
      notify({ id: 'courses.copied' });
      navigate(`/courses/${id}`);
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  const seesTimes = Boolean(me && canOpenScreen(me.roles, '/course-times') && may('dateTimesView'));

  return (
    <>
      <DetailPage
        back={{ to: '/courses', label: 'title.courses' }}
        title={c?.name}
        subtitle={c ? intl.formatMessage({ id: `courses.type.${c.type}` }) + (c.locationName ? ` · ${c.locationName}` : '') : undefined}
        loading={course.isLoading}
        error={course.isError}
        actions={
          <>
            {may('coursesCreateDelete') && (
              <Button startIcon={<ContentCopyIcon />} onClick={() => void onCopy()} disabled={copy.isPending}>
                <FormattedMessage id="courses.copy" />
              </Button>
            )}
            <EditDeleteActions
              canEdit={may('coursesEdit')}
              canDelete={may('coursesCreateDelete')}
              onEdit={() => setEditing(true)}
              onDelete={() => void onDelete()}
            />
          </>
        }
        tabs={
          c
            ? [
                {
                  id: 'data',
                  label: 'courses.tab.data',
                  content: <CourseDataTab course={c} version={course.dataUpdatedAt} canEdit={may('coursesEdit')} />,
                },
                ...(seesTimes
                  ? [
                      {
                        id: 'times',
                        label: 'courses.tab.times',
                        content: <DateTimesTab courseId={c.id} locationId={c.locationId} canEdit={may('dateTimesEdit')} />,
                      },
                      {
                        id: 'trainers',
                        label: 'courses.tab.trainers',
                        content: <CourseTrainersTab courseId={c.id} canEdit={may('coursesEdit')} />,
                      },
                    ]
                  : []),
                { id: 'appointments', label: 'courses.tab.appointments', content: <AppointmentsTab courseId={c.id} /> },
                {
                  id: 'membership-types',
                  label: 'courses.tab.membershipTypes',
                  content: <MembershipTypesTab course={c} canEdit={may('coursesEdit')} />,
                },
                // Course codes are managed with the location flags, as location codes are.
                ...(may('locationsView')
                  ? [
                      {
                        id: 'qr-codes',
                        label: 'qrCodes.tab',
                        content: <QrCodesTab owner={{ courseId: c.id }} canEdit={may('locationsEdit')} />,
                      },
                    ]
                  : []),
              ]
            : []
        }
      />
      {c && (
        <CourseFormDialog
          key={course.dataUpdatedAt}
          id={c.id}
          initial={courseValuesOf(c)}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </>
  );
}
