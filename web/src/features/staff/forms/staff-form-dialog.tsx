import { Box } from '@mui/material';
import { Password } from '@takt/proto/http/identity/session';
import { UserInput, type User } from '@takt/proto/http/identity/users';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { useMe } from '../../../api/me.ts';
import { FormDialog } from '../../../ui/dialog/form-dialog.tsx';
import { useDialogForm } from '../../../ui/dialog/use-dialog-form.ts';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form/form-fields.tsx';
import { FormSelect, type SelectOption } from '../../../ui/form/form-select.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import type { StaffKind } from '../api/staff-kinds.ts';
import { useSaveStaffMember } from '../api/staff.api.ts';

// The server's schema; an empty password field means "none" (create: a random one, edit: unchanged).
const StaffForm = UserInput.safeExtend({ password: z.union([z.literal(''), Password]).nullish() });
export type StaffValues = z.input<typeof StaffForm>;

export const emptyStaff: StaffValues = {
  salutation: '',
  title: '',
  firstName: '',
  lastName: '',
  userName: '',
  password: '',
  email: '',
  phone: '',
  street: '',
  zip: '',
  city: '',
  birthday: null,
  fromDate: null,
  tillDate: null,
  active: true,
  authorities: 'ROLE_EMPLOYEE',
};

/** The edit form's values of a stored user (authorities stay out: the authorities tab changes them). */
export const valuesOf = (u: User): StaffValues => ({
  id: u.id,
  salutation: u.salutation === 'mr' || u.salutation === 'ms' ? u.salutation : '',
  title: u.title ?? '',
  firstName: u.firstName,
  lastName: u.lastName,
  userName: u.userName,
  password: '',
  email: u.email,
  phone: u.phone ?? '',
  street: u.street ?? '',
  zip: u.zip ?? '',
  city: u.city ?? '',
  birthday: u.birthday,
  fromDate: u.fromDate,
  tillDate: u.tillDate,
  active: u.active,
  unlocked: u.unlocked,
  isIntern: u.isIntern,
  agreedWithReceivingEmails: u.agreedWithReceivingEmails,
  attendeeId: u.attendeeId,
});

const SALUTATIONS: SelectOption[] = [
  { value: 'ms', label: 'staff.salutation.ms' },
  { value: 'mr', label: 'staff.salutation.mr' },
];

/** The roles a new employee may get; only an admin hands out admin (the server checks it too). */
function roleOptions(isAdmin: boolean): SelectOption[] {
  const options: SelectOption[] = [
    { value: 'ROLE_EMPLOYEE', label: 'staff.role.employee' },
    { value: 'ROLE_EMPLOYEE,ROLE_TRAINER', label: 'staff.role.employeeTrainer' },
    { value: 'ROLE_MANAGER', label: 'staff.role.manager' },
  ];
  return isAdmin ? [...options, { value: 'ROLE_ADMIN', label: 'staff.role.admin' }] : options;
}

/** Create or edit an employee or trainer with the server's own schema; saved → snackbar, dialog closes. */
export function StaffFormDialog(props: {
  kind: StaffKind;
  id?: string;
  initial?: StaffValues;
  open: boolean;
  onClose(): void;
  onSaved?(id: string): void;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const me = useMe().data;
  const save = useSaveStaffMember(props.kind);
  const initial = props.initial ?? { ...emptyStaff, authorities: props.kind === 'trainer' ? 'ROLE_TRAINER' : 'ROLE_EMPLOYEE' };
  const { form, guard, close, submit, error } = useDialogForm(StaffForm, initial, {
    open: props.open,
    onClose: props.onClose,
    save: (body) => save.mutateAsync({ id: props.id, body: { ...body, password: body.password || undefined } }),
    onSaved: ({ id }) => {
      notify({ id: props.id ? `staff.${props.kind}.updated` : `staff.${props.kind}.created` });
      props.onSaved?.(id);
    },
  });
  const { control } = form;
  const pair = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  return (
    <>
      {guard.dialog}
      <FormDialog
        open={props.open}
        title={props.id ? `staff.${props.kind}.edit` : `staff.${props.kind}.create`}
        onClose={close}
        onSubmit={submit}
        busy={save.isPending}
        error={error}
      >
        <Box sx={pair}>
          <FormSelect control={control} name="salutation" label="staff.salutationLabel" options={SALUTATIONS} allowEmpty />
          <FormTextField control={control} name="title" label="staff.title" />
        </Box>
        <Box sx={pair}>
          <FormTextField control={control} name="firstName" label="user.firstName" autoFocus />
          <FormTextField control={control} name="lastName" label="user.lastName" />
        </Box>
        <Box sx={pair}>
          <FormTextField control={control} name="userName" label="user.userName" autoComplete="off" />
          <FormTextField
            control={control}
            name="password"
            label="user.password"
            type="password"
            autoComplete="new-password"
            helperText={intl.formatMessage({ id: props.id ? 'staff.passwordKeep' : 'staff.passwordRandom' })}
          />
        </Box>
        {!props.id && props.kind === 'employee' && (
          <FormSelect control={control} name="authorities" label="staff.roleLabel" options={roleOptions(Boolean(me?.isAdmin))} />
        )}
        <FormTextField control={control} name="email" label="user.email" type="email" />
        <FormTextField control={control} name="phone" label="user.phone" />
        <FormTextField control={control} name="street" label="staff.street" />
        <Box sx={pair}>
          <FormTextField control={control} name="zip" label="staff.zip" />
          <FormTextField control={control} name="city" label="staff.city" />
        </Box>
        <FormDateField control={control} name="birthday" label="staff.birthday" />
        <Box sx={pair}>
          <FormDateField control={control} name="fromDate" label="staff.fromDate" />
          <FormDateField control={control} name="tillDate" label="staff.tillDate" />
        </Box>
        <FormCheckbox control={control} name="active" label="staff.activeLabel" variant="switch" help="staff.activeHelp" />
      </FormDialog>
    </>
  );
}
