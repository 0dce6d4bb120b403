import { Alert, Button, Stack } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { ASKS, usePushChoice, usePushStatus } from '../api/web-push.api.ts';

/** Spec section 4: the push opt-in for this browser, shown inside the bell while the status asks for it. */
export function PushOptIn() {
  const notify = useNotify();
  const status = usePushStatus();
  const choose = usePushChoice();
  if (!status.data || !ASKS.has(status.data.status)) return null;
  const pick = (grant: boolean) =>
    choose.mutate(
      { grant, publicVapidKey: status.data.publicVapidKey },
      {
        onSuccess: (a) => notify({ id: a.status === 1 ? 'notifications.push.subscribed' : 'notifications.push.declined' }),
        onError: (err) => notify({ id: errorMessageId(err), severity: 'error' }),
      },
    );
  return (
    <Alert severity="info" sx={{ m: 1.5, mb: 0 }} data-testid="push-opt-in">
      <FormattedMessage id="notifications.push.ask" />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" variant="contained" onClick={() => pick(true)} disabled={choose.isPending}>
          <FormattedMessage id="notifications.push.allow" />
        </Button>
        <Button size="small" onClick={() => pick(false)} disabled={choose.isPending}>
          <FormattedMessage id="notifications.push.deny" />
        </Button>
      </Stack>
    </Alert>
  );
}
