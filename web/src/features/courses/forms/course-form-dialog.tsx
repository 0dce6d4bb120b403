import { CourseInput } from '@takt/proto/http/scheduling/courses';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { FormUserSelect } from '../../../ui/form/form-user-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useLocationChoices } from '../../locations/api/locations.api.ts';
import { useSaveCourse, type CourseValues } from '../api/courses.api.ts';

/** Course type RegularCourse 0, TimeSlot 1, UniqueEvent 2 (spec section 3). */
export const COURSE_TYPES = [0, 1, 2].map((t) => ({ value: t, label: `courses.type.${t}` }));

/** Spec section 9: a new course is light grey until a colour is chosen. */
export const EMPTY_COURSE: CourseValues = {
  name: '',
  description: '',
  color: '#D0D0D0',
  type: 0,
  maxAttendees: 10,
  minAttendees: null,
  bookableAsSeries: false,
  locationId: null,
  centCost: 0,
  active: true,
  nr: '',
  responsibleId: null,
  requiresApproval: false,
};

/** Create or edit a course with the server's own schema; saved → snackbar, dialog closes. */
export function CourseFormDialog(props: {
  id?: string;
  initial?: CourseValues;
  open: boolean;
  onClose(): void;
  onSaved?(id: string): void;
}) {
  const notify = useNotify();
  const save = useSaveCourse();
  const locations = useLocationChoices().data ?? [];
  const { form, guard, close, submit, error } = useDialogForm(CourseInput, props.initial ?? EMPTY_COURSE, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync({ id: props.id, body }),
    onSaved: ({ id }) => {
      notify({ id: props.id ? 'courses.updated' : 'courses.created' });
      props.onSaved?.(id);
    },
    keepSaved: true,
  });
  const { control } = form;
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title={props.id ? 'courses.edit' : 'courses.create'}
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        <FormTextField control={control} name="name" label="courses.name" autoFocus />
        <FormSelect control={control} name="type" label="courses.typeLabel" options={COURSE_TYPES} />
        <FormTextField control={control} name="color" label="courses.color" type="color" sx={{ maxWidth: 160 }} />
        <FormSelect
          control={control}
          name="locationId"
          label="courses.location"
          allowEmpty
          options={locations.map((l) => ({ value: l.id, label: l.name, raw: true }))}
        />
        <FormTextField control={control} name="maxAttendees" label="courses.maxAttendees" type="number" />
        <FormTextField control={control} name="minAttendees" label="courses.minAttendees" type="number" />
        <FormTextField control={control} name="centCost" label="courses.centCost" type="number" />
        <FormTextField control={control} name="nr" label="courses.nr" />
        <FormUserSelect control={control} name="responsibleId" label="courses.responsible" enabled={props.open} />
        <FormTextField control={control} name="description" label="courses.description" multiline minRows={2} />
        <FormCheckbox control={control} name="bookableAsSeries" label="courses.bookableAsSeries" variant="switch" />
        <FormCheckbox control={control} name="requiresApproval" label="courses.requiresApproval" variant="switch" />
        <FormCheckbox control={control} name="active" label="courses.active" variant="switch" />
      </FormDialog>
    </>
  );
}
