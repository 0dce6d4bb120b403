import { FormattedNumber } from 'react-intl';

/** Cents shown as euros in the user's locale (spec section 9: cents times 0.01, EUR). */
export function Money({ cents }: { cents: number | null | undefined }) {
  return cents == null ? null : <FormattedNumber value={cents / 100} style="currency" currency="EUR" />;
}
