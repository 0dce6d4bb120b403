import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { RegistrationReport } from '@takt/proto/http/statistics/index';
import { FormattedMessage, useIntl } from 'react-intl';
import { bucketLabel } from './report-labels.ts';

/**
 * One row per bucket: its registrations, then one column per trainer of the page with their
 * availability in that bucket; the header names each trainer's registrations and skill coverage.
 */
export function ReportTable({ report, coverage }: { report: RegistrationReport; coverage: (trainerId: string) => number | undefined }) {
  const intl = useIntl();
  return (
    <TableContainer sx={{ maxHeight: 560 }}>
      <Table size="small" stickyHeader aria-label={intl.formatMessage({ id: 'statistics.report.table' })} data-testid="report-table">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="statistics.report.period" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="statistics.report.registrations" />
            </TableCell>
            {report.trainers.map((t) => (
              <TableCell key={t.trainerId} data-testid="report-trainer">
                <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {t.name}
                </Box>
                <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                  <FormattedMessage
                    id="statistics.report.trainerFigures"
                    values={{ registrations: t.registrations, coverage: coverage(t.trainerId) ?? '–' }}
                  />
                </Typography>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.buckets.map((b, i) => (
            <TableRow key={b.key}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{bucketLabel(intl, report.timeframe, b.key)}</TableCell>
              <TableCell align="right">{intl.formatNumber(b.registrations)}</TableCell>
              {report.trainers.map((t) => {
                const a = t.availability[i]!;
                return (
                  <TableCell key={t.trainerId} sx={a === 'Unknown' ? { color: 'text.secondary' } : { fontWeight: 600 }}>
                    <FormattedMessage id={`statistics.report.availability.${a}`} />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
