import { Button } from '@mui/material';
import type { User } from '@takt/proto/http/identity/users';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { useMe } from '../../../api/me.ts';
import { useImpersonation } from '../../../app/session/impersonation.ts';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { resendConfirmation, sendPasswordReset } from '../api/staff.api.ts';

/**
 * Spec section 6: admins and managers mail a confirmation link again or a set-new-password link;
 * an admin signs in as the user (the banner then offers the way back).
 */
export function AccountActions({ user }: { user: User }) {
  const me = useMe().data;
  const confirm = useConfirm();
  const notify = useNotify();
  const location = useLocation();
  const impersonation = useImpersonation();
  if (!me || !(me.isAdmin || me.isManager) || me.account.id === user.id) return null;
  const values = { name: user.fullName, email: user.email };
  const run = async (title: string, text: string, action: () => Promise<unknown>, done: string) => {
    if (!(await confirm({ title, text, values }))) return;
    try {
      await action();
      notify({ id: done, values });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  return (
    <>
      {user.email && (
        <Button
          variant="outlined"
          onClick={() => void run('staff.resendTitle', 'staff.resendText', () => resendConfirmation(user.id), 'staff.resendDone')}
        >
          <FormattedMessage id="staff.resend" />
        </Button>
      )}
      {user.email && (
        <Button
          variant="outlined"
          onClick={() => void run('staff.resetTitle', 'staff.resetText', () => sendPasswordReset(user.id), 'staff.resetDone')}
        >
          <FormattedMessage id="staff.reset" />
        </Button>
      )}
      {me.isAdmin && user.active && (
        <Button
          variant="outlined"
          onClick={() =>
            void run(
              'staff.impersonateTitle',
              'staff.impersonateText',
              () => impersonation.start(user.id, location.pathname),
              'staff.impersonating',
            )
          }
        >
          <FormattedMessage id="staff.impersonate" />
        </Button>
      )}
    </>
  );
}
