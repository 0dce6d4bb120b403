import { Typography } from '@mui/material';
import type { StripePlan } from '@takt/proto/http/billing/stripe';
import { FormattedMessage, FormattedNumber } from 'react-intl';

const Price = ({ cents, currency }: { cents: number; currency: string }) => (
  <FormattedNumber value={cents / 100} style="currency" currency={currency.toUpperCase()} />
);

/** A flat plan's price per licence, or each tier's price up to its limit. */
export function PlanPrice({ plan }: { plan: StripePlan }) {
  if (!plan.tiers.length) {
    return (
      <Typography variant="body2">
        <FormattedMessage id="subscriptions.perLicence" values={{ price: <Price cents={plan.amount ?? 0} currency={plan.currency} /> }} />
      </Typography>
    );
  }
  return (
    <>
      {plan.tiers.map((t, i) => (
        <Typography key={i} variant="body2">
          <FormattedMessage
            id={t.up_to === null ? 'subscriptions.tierRest' : 'subscriptions.tierUpTo'}
            values={{ upTo: t.up_to, price: <Price cents={t.unit_amount ?? 0} currency={plan.currency} /> }}
          />
        </Typography>
      ))}
    </>
  );
}
