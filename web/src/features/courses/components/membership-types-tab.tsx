import { useState } from 'react';
import { Box } from '@mui/material';
import { MembershipTypeAvailability, type Course } from '@takt/proto/http/scheduling/courses';
import { FormattedNumber } from 'react-intl';
import { RemoveRowButton, RowsTab, useConfirmedRemove, type RowsColumn } from '../../../ui/detail/rows-tab.tsx';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useMembershipTypeChoices } from '../../attendees/api/attendees.api.ts';
import { useSaveCourse } from '../api/courses.api.ts';
import { courseValuesOf } from '../forms/course-values.ts';

type Availability = Course['membershipTypeAvailabilities'][number];
type Row = Availability & { id: string };

/**
 * Which membership types may book the course and at what price: picked by name from the
 * company's active types (a listed type that was deactivated keeps its name); the whole list is
 * saved with the course.
 */
export function MembershipTypesTab({ course, canEdit }: { course: Course; canEdit: boolean }) {
  const notify = useNotify();
  const save = useSaveCourse();
  const confirmedRemove = useConfirmedRemove();
  const [adding, setAdding] = useState(false);
  const types = useMembershipTypeChoices().data ?? [];
  const nameOf = (id: string) => types.find((t) => t.id === id)?.name ?? id;
  const list = course.membershipTypeAvailabilities;
  const rows: Row[] = list.map((m) => ({ ...m, id: m.membershipTypeId }));
  const store = (next: Availability[]) =>
    save.mutateAsync({ id: course.id, body: { ...courseValuesOf(course), membershipTypeAvailabilities: next } });
  const initial = { membershipTypeId: '', centCost: 0 };
  const { form, guard, close, submit, error } = useDialogForm(MembershipTypeAvailability, initial, {
    open: adding,
    onClose: () => setAdding(false),
    save: (body) => store([...list, body]),
    onSaved: () => notify({ id: 'courses.membershipTypeAdded' }),
  });
  const columns: RowsColumn<Row>[] = [
    { header: 'courses.membershipTypeId', cell: (m) => nameOf(m.membershipTypeId), wrap: true },
    { header: 'courses.centCost', cell: (m) => <FormattedNumber value={m.centCost / 100} style="currency" currency="EUR" /> },
  ];
  return (
    <Box>
      <RowsTab
        query={{ data: rows, isLoading: false, isError: false, isSuccess: true }}
        columns={columns}
        empty="courses.noMembershipTypes"
        testId="course-membership-types"
        add={canEdit ? { label: 'courses.addMembershipType', onClick: () => setAdding(true) } : undefined}
        action={
          canEdit
            ? (m) => (
                <RemoveRowButton
                  label="courses.removeMembershipType"
                  values={{ id: nameOf(m.membershipTypeId) }}
                  onClick={() =>
                    void confirmedRemove(
                      {
                        title: 'courses.removeMembershipTypeTitle',
                        text: 'courses.removeMembershipTypeText',
                        values: { id: nameOf(m.membershipTypeId) },
                      },
                      () => store(list.filter((x) => x.membershipTypeId !== m.membershipTypeId)),
                      'courses.membershipTypeRemoved',
                    )
                  }
                />
              )
            : undefined
        }
      />
      {guard.dialog}
      <FormDialog open={adding} title="courses.addMembershipType" onClose={close} onSubmit={submit} busy={save.isPending} error={error}>
        <FormSelect
          control={form.control}
          name="membershipTypeId"
          label="courses.membershipTypeId"
          options={types
            .filter((t) => !list.some((m) => m.membershipTypeId === t.id))
            .map((t) => ({ value: t.id, label: t.name, raw: true }))}
        />
        <FormTextField control={form.control} name="centCost" label="courses.centCost" type="number" />
      </FormDialog>
    </Box>
  );
}
