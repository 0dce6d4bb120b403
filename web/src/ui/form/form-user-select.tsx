import { useQuery } from '@tanstack/react-query';
import { identityUserContracts as users } from '@takt/proto/http/identity/users';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { call } from '../../api/call.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { FormSelect } from './form-select.tsx';

/** Active employees and trainers (at most 250, spec order): who can be picked as responsible or linked staff. */
export const useActiveStaff = (enabled = true) =>
  useQuery({
    queryKey: queryKeys('employees').list('active-employees-and-trainers'),
    queryFn: () => call(users.getEmployeesAndTrainers),
    enabled,
  });

/**
 * The one "pick users" field: a select over the company's active employees and trainers,
 * storing user ids. `exclude` hides users that are already chosen elsewhere (e.g. linked).
 */
export function FormUserSelect<T extends FieldValues>(props: {
  control: Control<T>;
  name: Path<T>;
  /** i18n key of the label. */
  label: string;
  multiple?: boolean;
  exclude?: readonly string[];
  /** Loads the users only while the form is shown. */
  enabled?: boolean;
}) {
  const staff = useActiveStaff(props.enabled);
  const options = (staff.data ?? [])
    .filter((u) => !props.exclude?.includes(u.id))
    .map((u) => ({ value: u.id, label: `${u.firstName} ${u.lastName}`, raw: true }));
  return <FormSelect control={props.control} name={props.name} label={props.label} multiple={props.multiple} options={options} />;
}
