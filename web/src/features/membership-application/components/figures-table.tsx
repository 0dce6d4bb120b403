import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ApplicationFigures } from '@takt/proto/http/membership/application';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormats } from '../../invoices/components/money.ts';

/** Spec section 3's confirmation figures as the server computed them: each item with its period, then the first collection. */
export function FiguresTable({ figures }: { figures: ApplicationFigures }) {
  const intl = useIntl();
  const { money } = useFormats();
  const rows: [string, number, string][] = [
    ...figures.subscriptions.map((name, i): [string, number, string] => [name, figures.subscriptionPrices[i]!, 'application.perMonth']),
    ...figures.periodicFixedCostItems.map((name, i): [string, number, string] => [
      name,
      figures.periodicFixedCostPrices[i]!,
      'application.perMonth',
    ]),
    ...figures.yearlyFixedCostItems.map((name, i): [string, number, string] => [
      name,
      figures.yearlyFixedCostPrices[i]!,
      'application.perYear',
    ]),
    ...figures.oneTimeCostItems.map((name, i): [string, number, string] => [name, figures.oneTimeCostPrices[i]!, 'application.once']),
  ];
  return (
    <Table size="small" aria-label={intl.formatMessage({ id: 'application.costs' })}>
      <TableBody>
        {rows.map(([name, price, period], i) => (
          <TableRow key={`${name}-${i}`}>
            <TableCell component="th" scope="row">
              {name}
            </TableCell>
            <TableCell align="right">
              {money(price)} <FormattedMessage id={period} />
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row">
            <FormattedMessage id="application.factor" />
          </TableCell>
          <TableCell align="right" data-testid="factor">
            <FormattedMessage id="application.factorValue" values={{ months: figures.periodicCostFactor }} />
          </TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row">
            <Typography sx={{ fontWeight: 700 }}>
              <FormattedMessage id="application.total" />
            </Typography>
          </TableCell>
          <TableCell align="right" data-testid="total">
            <Typography sx={{ fontWeight: 700 }}>{money(figures.totalCosts)}</Typography>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
