import { useState } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { useLocale } from '../../../i18n/locale.tsx';
import { RowsTab, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { FormCheckbox } from '../../../ui/form/form-fields.tsx';
import { FormUserSelect } from '../../../ui/form/form-user-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useCourseTrainers, useSetCourseTrainers } from '../../trainers/api/course-trainers.api.ts';
import { useSkillCoverages, useSkillLinks } from '../../trainers/api/skills.api.ts';
import { SkillsTab } from '../../trainers/components/skills-tab.tsx';
import { useCourseDateTimes } from '../api/date-times.api.ts';

type DateTimeRow = NonNullable<ReturnType<typeof useCourseDateTimes>['data']>[number];
type Assignment = NonNullable<ReturnType<typeof useCourseTrainers>['data']>[number];

const TrainerChoice = z.object({
  trainerIds: z.array(z.uuid()),
  substituteIds: z.array(z.uuid()),
  applyToAppointments: z.boolean(),
});

/**
 * Who teaches each course time (regular trainers and substitutes), with how much of the course's
 * skills each covers, and the course's skills themselves.
 */
export function CourseTrainersTab({ courseId, canEdit }: { courseId: string; canEdit: boolean }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const notify = useNotify();
  const dateTimes = useCourseDateTimes(courseId);
  const assigned = useCourseTrainers({ courseId });
  const courseSkills = useSkillLinks('SkillCourse', courseId);
  const rows = assigned.data ?? [];
  const coverage = useSkillCoverages(
    (courseSkills.data ?? []).map((l) => l.referenceId),
    [...new Set(rows.map((r) => r.trainerId))],
  );
  const save = useSetCourseTrainers();
  const [editing, setEditing] = useState<DateTimeRow>();
  const of = (d: DateTimeRow) => rows.filter((r) => r.dateTimeId === d.id);
  const initialOf = (d?: DateTimeRow) => ({
    trainerIds: d
      ? of(d)
          .filter((r) => !r.isSubstitute)
          .map((r) => r.trainerId)
      : [],
    substituteIds: d
      ? of(d)
          .filter((r) => r.isSubstitute)
          .map((r) => r.trainerId)
      : [],
    applyToAppointments: true,
  });
  const { form, guard, close, submit, error } = useDialogForm(TrainerChoice, initialOf(editing), {
    open: editing !== undefined,
    onClose: () => setEditing(undefined),
    save: (body) =>
      save.mutateAsync({
        applyToAppointments: body.applyToAppointments,
        items: [
          ...body.trainerIds.map((trainerId) => ({ trainerId, dateTimeId: editing!.id, courseId, isSubstitute: false })),
          ...body.substituteIds
            .filter((id) => !body.trainerIds.includes(id))
            .map((trainerId) => ({ trainerId, dateTimeId: editing!.id, courseId, isSubstitute: true })),
        ],
      }),
    onSaved: () => notify({ id: 'courses.trainersSaved' }),
  });
  const open = (d: DateTimeRow) => {
    form.reset(initialOf(d));
    setEditing(d);
  };
  const date = (d: string) => dayjs(d).format(DATE_FORMAT[locale]);
  const when = (d: DateTimeRow) => `${d.timeFrom}–${d.timeTill}, ${date(d.dateFrom)} – ${date(d.dateTill)}`;
  const named = (r: Assignment) => {
    const percent = coverage.data?.get(r.trainerId);
    const name = r.isSubstitute ? intl.formatMessage({ id: 'courses.substituteName' }, { name: r.trainerFullName }) : r.trainerFullName;
    return percent === undefined ? name : intl.formatMessage({ id: 'courses.trainerCoverage' }, { name, percent });
  };
  const columns: RowsColumn<DateTimeRow>[] = [
    { header: 'courses.courseTime', cell: when },
    {
      header: 'courses.trainers',
      cell: (d) =>
        of(d).length === 0 ? (
          <FormattedMessage id="courses.noTrainers" />
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {of(d).map((r) => (
              <li key={r.id}>{named(r)}</li>
            ))}
          </Box>
        ),
    },
  ];
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <RowsTab
        query={dateTimes}
        columns={columns}
        empty="courses.noDateTimes"
        testId="course-trainers"
        action={
          canEdit
            ? (d) => (
                <Tooltip title={intl.formatMessage({ id: 'courses.editTrainersOf' }, { when: when(d) })}>
                  <IconButton aria-label={intl.formatMessage({ id: 'courses.editTrainersOf' }, { when: when(d) })} onClick={() => open(d)}>
                    <EditIcon />
                  </IconButton>
                </Tooltip>
              )
            : undefined
        }
      />
      <Box>
        <Typography component="h2" variant="h6" gutterBottom>
          <FormattedMessage id="courses.skills" />
        </Typography>
        <SkillsTab kind="SkillCourse" parentId={courseId} canEdit={canEdit} />
      </Box>
      {guard.dialog}
      <FormDialog
        open={editing !== undefined}
        title="courses.editTrainers"
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        <FormUserSelect control={form.control} name="trainerIds" label="courses.trainers" multiple enabled={editing !== undefined} />
        <FormUserSelect control={form.control} name="substituteIds" label="courses.substitutes" multiple enabled={editing !== undefined} />
        <FormCheckbox control={form.control} name="applyToAppointments" label="courses.applyToAppointments" />
      </FormDialog>
    </Box>
  );
}
