import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StatisticsResult } from '@takt/proto/http/statistics/index';
import { useIntl } from 'react-intl';
import { resultLabel } from './result-label.ts';

/**
 * Bars over the time buckets; with the time unit "all" (one bucket) over the first criterion's
 * groups instead, so a chart always has something to compare. The table holds the same figures.
 */
export function ResultsChart({ rows }: { rows: StatisticsResult[] }) {
  const intl = useIntl();
  const bars = rows.length === 1 && rows[0]!.nestedResults.length ? rows[0]!.nestedResults : rows;
  return (
    <Box
      component="figure"
      aria-label={intl.formatMessage({ id: 'statistics.chart' })}
      sx={{ m: 0, width: '100%', minWidth: 0 }}
      data-testid="statistics-chart"
    >
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: bars.map((r) => resultLabel(intl, r)) }]}
        series={[{ data: bars.map((r) => r.amount) }]}
      />
    </Box>
  );
}
