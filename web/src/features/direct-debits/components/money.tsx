import { FormattedNumber } from 'react-intl';

/** Integer cents shown as EUR in the user's language (display only; sums stay in cents). */
export const Money = ({ cents }: { cents: number | null }) =>
  cents === null ? null : <FormattedNumber value={cents / 100} style="currency" currency="EUR" />;
