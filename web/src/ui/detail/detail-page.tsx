import type { ReactNode } from 'react';
import { Alert, Box, Breadcrumbs, LinearProgress, Link as MuiLink, Paper, Tab, Tabs, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';

export interface DetailTab {
  /** URL value of ?tab= and i18n key of its label. */
  id: string;
  label: string;
  content: ReactNode;
}

export interface DetailPageProps {
  /** The list this row belongs to: link target and i18n key. */
  back: { to: string; label: string };
  title?: string;
  subtitle?: ReactNode;
  /** Edit, delete and other actions of the row. */
  actions?: ReactNode;
  loading?: boolean;
  error?: boolean;
  tabs: DetailTab[];
}

/** The one detail page: breadcrumb back to the list, header with actions, tabs kept in the URL. */
export function DetailPage({ back, title, subtitle, actions, loading, error, tabs }: DetailPageProps) {
  const [params, setParams] = useSearchParams();
  const current = tabs.find((t) => t.id === params.get('tab')) ?? tabs[0];
  return (
    // One column no wider than the screen: many tabs or a wide table scroll inside it on a phone.
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Breadcrumbs>
        <MuiLink component={Link} to={back.to}>
          <FormattedMessage id={back.label} />
        </MuiLink>
        {title && <Typography color="text.primary">{title}</Typography>}
      </Breadcrumbs>
      {loading && <LinearProgress aria-hidden />}
      {error && (
        <Alert severity="error">
          <FormattedMessage id="error.load_data_failed" />
        </Alert>
      )}
      {title && (
        <Paper sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h1">{title}</Typography>
            {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
          </Box>
          {actions}
        </Paper>
      )}
      {title && current && (
        <Paper>
          <Tabs
            value={current.id}
            onChange={(_, id: string) => setParams((p) => (p.set('tab', id), p), { replace: true })}
            variant="scrollable"
            allowScrollButtonsMobile
          >
            {tabs.map((t) => (
              <Tab key={t.id} value={t.id} label={<FormattedMessage id={t.label} />} />
            ))}
          </Tabs>
          <Box sx={{ p: 2 }} role="tabpanel">
            {current.content}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
