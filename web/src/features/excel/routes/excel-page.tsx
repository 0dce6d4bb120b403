import { Paper, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { ExcelActions } from '../components/excel-actions.tsx';
import { ExcelFilesGrid } from '../components/excel-files-grid.tsx';

/** /settings/excel: Excel import and export (spec section 7 "Settings"), with the lists of files. */
export function ExcelPage() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Paper sx={{ p: 2 }}>
        <Typography variant="h1" gutterBottom>
          <FormattedMessage id="title.excel" />
        </Typography>
        <ExcelActions />
      </Paper>
      <ExcelFilesGrid kind="import" />
      <ExcelFilesGrid kind="export" />
    </Stack>
  );
}
