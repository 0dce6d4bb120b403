import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import type { StripePlan } from '@takt/proto/http/billing/stripe';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { usePlans, useSubscribe } from '../api/stripe.api.ts';
import { PlanPrice } from './plan-price.tsx';

/** The plans (sorted by the server) and a licence count to subscribe with. */
export function PlanChoice({ customerId, suggested }: { customerId: string; suggested: number }) {
  const intl = useIntl();
  const plans = usePlans(true);
  const subscribe = useSubscribe();
  const notify = useNotify();
  const [licences, setLicences] = useState(String(Math.max(1, suggested)));
  const [error, setError] = useState<string>();
  const count = Number(licences);
  const valid = Number.isInteger(count) && count >= 1;

  const order = async (plan: StripePlan) => {
    setError(undefined);
    try {
      await subscribe.mutateAsync({ customerId, planId: plan.id, totalUsers: count });
      notify({ id: 'subscriptions.subscribed' });
    } catch (err) {
      setError(errorMessageId(err));
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <TextField
        label={intl.formatMessage({ id: 'subscriptions.licences' })}
        type="number"
        value={licences}
        onChange={(e) => setLicences(e.target.value)}
        error={!valid}
        helperText={valid ? undefined : intl.formatMessage({ id: 'subscriptions.licencesInvalid' })}
        slotProps={{ htmlInput: { min: 1 } }}
        sx={{ maxWidth: 200 }}
      />
      {error && (
        <Alert severity="error" data-testid="subscribe-error">
          <FormattedMessage id={error} />
        </Alert>
      )}
      {plans.isError && (
        <Alert severity="error">
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {(plans.data ?? []).map((plan) => (
          <Paper key={plan.id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} data-testid="plan">
            <Typography variant="h3">{plan.nickname ?? plan.id}</Typography>
            <PlanPrice plan={plan} />
            {plan.features.map((f) => (
              <Typography key={f} variant="body2">
                {f}
              </Typography>
            ))}
            <Button variant="contained" disabled={!valid || subscribe.isPending} onClick={() => void order(plan)}>
              <FormattedMessage id="subscriptions.subscribe" values={{ name: plan.nickname ?? plan.id }} />
            </Button>
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
