import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { FillPanel } from '../components/fill-panel.tsx';
import { RegistrationReportPanel } from '../components/registration-report-panel.tsx';

const TABS = ['statistic', 'registrations'] as const;

/** /statistics: the statistic and the registration count report, one tab each (kept in ?tab=). */
export function StatisticsPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? TABS[0];
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="h1">
        <FormattedMessage id="title.statistics" />
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, id: string) => setParams((p) => (p.set('tab', id), p), { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {TABS.map((t) => (
          <Tab
            key={t}
            value={t}
            id={`statistics-tab-${t}`}
            aria-controls="statistics-tabpanel"
            label={<FormattedMessage id={`statistics.tab.${t}`} />}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="statistics-tabpanel" aria-labelledby={`statistics-tab-${tab}`}>
        {tab === 'statistic' ? <FillPanel /> : <RegistrationReportPanel />}
      </div>
    </Stack>
  );
}
