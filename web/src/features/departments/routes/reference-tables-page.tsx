import { Paper, Tab, Tabs, Typography, Box } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { CATALOGUE_TABS } from '../../catalogue/routes/catalogue-tabs.tsx';
import { DepartmentsTab } from './departments-tab.tsx';

/** The reference tables the domains have built so far; ?tab= keeps the choice in the URL. */
const TABS = [{ id: 'departments', label: 'title.departments', Content: DepartmentsTab }, ...CATALOGUE_TABS];

/** /reference-tables: one tab per table (spec section 2); departments come from identity, the catalogue from membership. */
export function ReferenceTablesPage() {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((t) => t.id === params.get('tab')) ?? TABS[0]!;
  return (
    // One column no wider than the screen: the many tabs scroll inside it on a phone.
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1">
        <FormattedMessage id="title.referenceTables" />
      </Typography>
      <Paper>
        <Tabs
          value={current.id}
          onChange={(_, id: string) => setParams((p) => (p.set('tab', id), p), { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((t) => (
            <Tab key={t.id} value={t.id} label={<FormattedMessage id={t.label} />} />
          ))}
        </Tabs>
      </Paper>
      <current.Content />
    </Box>
  );
}
