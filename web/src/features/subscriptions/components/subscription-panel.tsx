import { useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { z } from 'zod';
import type { SubscriptionDetails } from '@takt/proto/http/billing/stripe';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useCancelSubscription, useChangeQuantity } from '../api/stripe.api.ts';
import { stripeText } from './stripe-text.ts';

type Live = {
  subscription: NonNullable<z.infer<typeof SubscriptionDetails>['subscription']>;
  item: NonNullable<z.infer<typeof SubscriptionDetails>['item']>;
};

/** The live subscription: plan, licences (changeable), next period, cancel. */
export function SubscriptionPanel({ live }: { live: Live }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const notify = useNotify();
  const change = useChangeQuantity();
  const cancel = useCancelSubscription();
  const [quantity, setQuantity] = useState(String(live.item.quantity));
  const [error, setError] = useState<string>();
  const count = Number(quantity);
  const valid = Number.isInteger(count) && count >= 1;
  const plan = live.item.plan.nickname ?? live.item.plan.id;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setError(undefined);
    try {
      await work();
      notify({ id: done });
    } catch (err) {
      setError(errorMessageId(err));
    }
  };
  const changeQuantity = () => run(() => change.mutateAsync({ itemId: live.item.id, newQuantity: count }), 'subscriptions.quantityChanged');
  const cancelNow = async () => {
    if (!(await confirm({ title: 'subscriptions.cancelTitle', text: 'subscriptions.cancelText', values: { plan }, danger: true }))) return;
    await run(
      () => cancel.mutateAsync({ customerId: live.subscription.customerId, subscriptionId: live.subscription.id }),
      'subscriptions.cancelled',
    );
  };

  return (
    <Stack sx={{ gap: 2 }} data-testid="subscription">
      <Typography>
        <FormattedMessage
          id="subscriptions.current"
          values={{ plan, licences: live.item.quantity, status: stripeText(intl, 'status', live.subscription.status) }}
        />
      </Typography>
      {live.subscription.current_period_end && (
        <Typography variant="body2">
          <FormattedMessage
            id="subscriptions.periodEnd"
            values={{ date: <FormattedDate value={live.subscription.current_period_end * 1000} dateStyle="medium" /> }}
          />
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label={intl.formatMessage({ id: 'subscriptions.licences' })}
          type="number"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={!valid}
          helperText={valid ? undefined : intl.formatMessage({ id: 'subscriptions.licencesInvalid' })}
          slotProps={{ htmlInput: { min: 1 } }}
          sx={{ maxWidth: 200 }}
        />
        <Button
          variant="outlined"
          onClick={() => void changeQuantity()}
          disabled={!valid || count === live.item.quantity || change.isPending}
        >
          <FormattedMessage id="subscriptions.changeQuantity" />
        </Button>
        <Button color="error" onClick={() => void cancelNow()} disabled={cancel.isPending}>
          <FormattedMessage id="subscriptions.cancel" />
        </Button>
      </Box>
      {error && (
        <Alert severity="error" data-testid="subscription-error">
          <FormattedMessage id={error} />
        </Alert>
      )}
    </Stack>
  );
}
