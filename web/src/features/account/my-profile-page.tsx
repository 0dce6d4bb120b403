import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { identityUserContracts, ProfileInput } from '@takt/proto/http/identity/users';
import { Password } from '@takt/proto/http/identity/session';
import { z } from 'zod';
import { FormattedMessage } from 'react-intl';
import { call, type ResponseOf } from '../../api/call.ts';
import { tokens } from '../../api/client.ts';
import { meKey } from '../../api/me.ts';
import { useDirtyGuard } from '../../ui/form/dirty-guard.tsx';
import { FormTextField } from '../../ui/form/form-fields.tsx';
import { applyServerError } from '../../ui/form/server-errors.ts';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { useNotify } from '../../ui/snackbar.tsx';
import { FormError } from '../../ui/form/form-error.tsx';
import { OwnCalendarFeeds } from '../calendar/components/own-calendar-feeds.tsx';

const profileKey = ['profile'] as const;
const ProfileForm = ProfileInput.pick({ firstName: true, lastName: true, email: true, phone: true });
const PasswordForm = z
  .object({ password: Password, repeat: z.string() })
  .refine((v) => v.password === v.repeat, { path: ['repeat'], message: 'passwords differ' });

function ProfileSection({ profile }: { profile: ResponseOf<typeof identityUserContracts.profileInfo> }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const form = useContractForm(ProfileForm, {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone ?? '',
  });
  const guard = useDirtyGuard(form.formState.isDirty);
  const save = useMutation({
    mutationFn: (body: z.output<typeof ProfileForm>) => call(identityUserContracts.updateProfile, { body }),
    onSuccess: async (saved) => {
      form.reset({ firstName: saved.firstName, lastName: saved.lastName, email: saved.email, phone: saved.phone ?? '' });
      await queryClient.invalidateQueries({ queryKey: profileKey });
      await queryClient.invalidateQueries({ queryKey: meKey });
      notify({ id: 'profile.saved' });
    },
    onError: (err) => setError(applyServerError(form, err)),
  });
  return (
    <Box component="form" onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate sx={{ display: 'grid', gap: 2 }}>
      {guard.dialog}
      <FormTextField control={form.control} name="firstName" label="user.firstName" />
      <FormTextField control={form.control} name="lastName" label="user.lastName" />
      <FormTextField control={form.control} name="email" label="user.email" type="email" />
      <FormTextField control={form.control} name="phone" label="user.phone" />
      <FormError id={error} />
      <Button type="submit" variant="contained" disabled={save.isPending}>
        <FormattedMessage id="common.save" />
      </Button>
    </Box>
  );
}

function PasswordSection() {
  const notify = useNotify();
  const [error, setError] = useState<string>();
  const form = useContractForm(PasswordForm, { password: '', repeat: '' });
  const submit = form.handleSubmit(async ({ password }) => {
    setError(undefined);
    try {
      // Naming this session's refresh token keeps it: the server ends every other session.
      await call(identityUserContracts.updatePassword, { body: { password, refreshToken: tokens.refresh ?? undefined } });
      form.reset();
      notify({ id: 'profile.passwordChanged' });
    } catch (err) {
      setError(applyServerError(form, err));
    }
  });
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      <FormTextField control={form.control} name="password" label="newPassword.password" type="password" autoComplete="new-password" />
      <FormTextField control={form.control} name="repeat" label="newPassword.repeat" type="password" autoComplete="new-password" />
      <FormError id={error} />
      <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting}>
        <FormattedMessage id="profile.changePassword" />
      </Button>
    </Box>
  );
}

/** My profile: name and contact, password (the language follows the toggle in the bar). */
export function MyProfilePage() {
  const profile = useQuery({ queryKey: profileKey, queryFn: () => call(identityUserContracts.profileInfo) });
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h1" gutterBottom>
          <FormattedMessage id="title.myProfile" />
        </Typography>
        {profile.isError && (
          <Alert severity="error">
            <FormattedMessage id="error.load_data_failed" />
          </Alert>
        )}
        {profile.data && <ProfileSection profile={profile.data} />}
      </Paper>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h2" gutterBottom>
          <FormattedMessage id="profile.password" />
        </Typography>
        <PasswordSection />
      </Paper>
      <OwnCalendarFeeds />
    </Stack>
  );
}
