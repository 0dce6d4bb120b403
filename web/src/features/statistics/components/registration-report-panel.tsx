import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ReportTimeframe, type RegistrationReportRequest } from '@takt/proto/http/statistics/index';
import { FormattedMessage, useIntl } from 'react-intl';
import { useReferences } from '../../catalogue/api/catalogue.api.ts';
import { CourseFilter } from '../../courses/components/course-filter.tsx';
import { LocationFilter } from '../../locations/components/location-filter.tsx';
import { useSkillCoverages } from '../../trainers/api/skills.api.ts';
import { FormDateField } from '../../../ui/form/date-fields.tsx';
import { FormSelect } from '../../../ui/form/form-select.tsx';
import { SelectFilter } from '../../../ui/form/select-filter.tsx';
import { useContractForm } from '../../../ui/form/use-contract-form.ts';
import { exportReport, useReportFill } from '../api/report.api.ts';
import { defaultReportForm, ReportForm, reportRequestOf, type ReportFilters } from './report-form.ts';
import { bucketLabel } from './report-labels.ts';
import { ReportTable } from './report-table.tsx';
import { useRunAndExport } from './use-run-and-export.ts';

const TIMEFRAMES = ReportTimeframe.map((t) => ({ value: t, label: `statistics.report.timeframe.${t}` }));
const FRACTIONS = ['1', '2', '4'].map((f) => ({ value: f, label: `statistics.report.fractions.${f}` }));

/**
 * The registration count report: registrations per hour, day, week or month of a range, the
 * trainers (a page at a time) with their availability per bucket and coverage of a chosen skill.
 */
export function RegistrationReportPanel() {
  const intl = useIntl();
  const form = useContractForm(ReportForm, defaultReportForm());
  const [filters, setFilters] = useState<ReportFilters>({ locationId: '', courseId: '', skillId: '' });
  const fill = useReportFill();
  const { shown, error, load, exportShown } = useRunAndExport({
    form,
    run: (request: RegistrationReportRequest) => fill.mutateAsync(request),
    exportFile: (locale, { request }) => exportReport(locale, request),
    exported: 'statistics.report.exported',
  });
  const skills = useReferences('Skill');
  const report = shown?.answer;
  const trainerIds = report?.trainers.map((t) => t.trainerId) ?? [];
  // Spec: without skills every trainer covers 100 percent, asked of nobody.
  const coverages = useSkillCoverages(filters.skillId ? [filters.skillId] : [], filters.skillId ? trainerIds : []);
  const coverage = (id: string) => (filters.skillId ? coverages.data?.get(id) : 100);

  const run = form.handleSubmit((values) => load(reportRequestOf(values, filters, 1)));
  const timeframe = form.watch('timeframe');
  const filter = (key: keyof ReportFilters) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));
  const skillOptions = (skills.data ?? []).filter((s) => s.active).map((s) => ({ value: s.id, label: s.name }));

  return (
    <Stack sx={{ gap: 3 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Box
          component="form"
          onSubmit={run}
          noValidate
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
        >
          <FormSelect control={form.control} name="timeframe" label="statistics.report.timeframe" options={TIMEFRAMES} />
          <FormDateField control={form.control} name="start" label="statistics.startDate" />
          <FormDateField control={form.control} name="end" label="statistics.endDate" />
          {timeframe === 'Hours' ? (
            <FormSelect control={form.control} name="fractions" label="statistics.report.fractions" options={FRACTIONS} />
          ) : (
            <span />
          )}
          <LocationFilter value={filters.locationId} onChange={filter('locationId')} />
          <CourseFilter value={filters.courseId} onChange={filter('courseId')} />
          <SelectFilter
            label="statistics.report.skill"
            all="statistics.report.allSkills"
            value={filters.skillId}
            onChange={filter('skillId')}
            options={skillOptions}
          />
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
            <Button type="submit" variant="contained" disabled={fill.isPending} data-testid="report-fill">
              <FormattedMessage id="statistics.fill" />
            </Button>
            <Button
              variant="outlined"
              onClick={() => void exportShown()}
              disabled={!report || report.total === 0}
              data-testid="report-export"
            >
              <FormattedMessage id="statistics.export" />
            </Button>
          </Stack>
        </Box>
        {error && (
          <Alert severity="error" data-testid="report-error">
            <FormattedMessage id={error} />
          </Alert>
        )}
      </Paper>
      {shown && report && (
        <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
          <Typography data-testid="report-total">
            <FormattedMessage id="statistics.report.total" values={{ count: report.total }} />
          </Typography>
          {report.total === 0 ? (
            <Alert severity="info">
              <FormattedMessage id="statistics.noData" />
            </Alert>
          ) : (
            <Box component="figure" aria-label={intl.formatMessage({ id: 'statistics.report.chart' })} sx={{ m: 0, minWidth: 0 }}>
              <BarChart
                height={260}
                xAxis={[{ scaleType: 'band', data: report.buckets.map((b) => bucketLabel(intl, report.timeframe, b.key)) }]}
                series={[{ data: report.buckets.map((b) => b.registrations) }]}
              />
            </Box>
          )}
          <ReportTable report={report} coverage={coverage} />
          {report.totalPages > 1 && (
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <Button disabled={report.page <= 1 || fill.isPending} onClick={() => void load({ ...shown.request, page: report.page - 1 })}>
                <FormattedMessage id="statistics.report.previousTrainers" />
              </Button>
              <Typography data-testid="report-page">
                <FormattedMessage id="statistics.report.page" values={{ page: report.page, pages: report.totalPages }} />
              </Typography>
              <Button
                disabled={report.page >= report.totalPages || fill.isPending}
                onClick={() => void load({ ...shown.request, page: report.page + 1 })}
              >
                <FormattedMessage id="statistics.report.nextTrainers" />
              </Button>
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
}
