import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { UpdateAuthoritiesBody, type User } from '@takt/proto/http/identity/users';
import { FormattedMessage } from 'react-intl';
import { useMe } from '../../../api/me.ts';
import { FormError } from '../../../ui/form/form-error.tsx';
import { FormSelect, type SelectOption } from '../../../ui/form/form-select.tsx';
import { applyServerError } from '../../../ui/form/server-errors.ts';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useUpdateAuthorities } from '../api/staff.api.ts';

const STAFF_AUTHORITIES = ['ROLE_ADMIN', 'ROLE_MANAGER', 'ROLE_EMPLOYEE', 'ROLE_TRAINER'] as const;

/** The user's authorities (spec section 6); saving stores the new role's default permissions. */
export function AuthoritiesForm({ user }: { user: User }) {
  const notify = useNotify();
  const me = useMe().data;
  const save = useUpdateAuthorities();
  const [error, setError] = useState<string>();
  const form = useContractForm(UpdateAuthoritiesBody, { applicationUserId: user.id, authorities: user.authorities });
  // Only an admin hands out admin; the server refuses it to others as well.
  const options: SelectOption[] = STAFF_AUTHORITIES.filter((a) => a !== 'ROLE_ADMIN' || me?.isAdmin).map((a) => ({
    value: a,
    label: `staff.authority.${a}`,
  }));
  const submit = form.handleSubmit(async (body) => {
    setError(undefined);
    try {
      const saved = await save.mutateAsync({ applicationUserId: body.applicationUserId, authorities: body.authorities });
      form.reset({ applicationUserId: user.id, authorities: saved.authorities });
      notify({ id: 'staff.authoritiesSaved' });
    } catch (err) {
      setError(applyServerError(form, err));
    }
  });
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <Typography variant="h2">
        <FormattedMessage id="staff.authorities" />
      </Typography>
      <FormSelect
        control={form.control}
        name="authorities"
        label="staff.authorities"
        options={options}
        multiple
        help="staff.authoritiesHelp"
      />
      <FormError id={error} />
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending || !form.formState.isDirty} data-testid="save-authorities">
          <FormattedMessage id="common.save" />
        </Button>
      </Box>
    </Box>
  );
}
