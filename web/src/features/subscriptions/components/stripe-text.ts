import type { IntlShape } from 'react-intl';

/** Stripe's own words (statuses, billing reasons) in the user's language; one Stripe adds later shows as Stripe wrote it. */
export function stripeText(intl: IntlShape, group: 'status' | 'invoiceStatus' | 'reason', value: string | null): string {
  if (!value) return '';
  const id = `subscriptions.${group}.${value}`;
  return id in intl.messages ? intl.formatMessage({ id }) : value;
}
