import { useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress, MenuItem, Stack, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { EXCEL_CULTURES, EXCEL_TEMPLATES, type ExcelCulture, type ExcelTemplate } from '@takt/proto/http/documents/excel-templates';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/locale.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { downloadTemplate, useExportExcel, useImportExcel } from '../api/excel.api.ts';
import { ExcelLog } from './import-log.tsx';

/** Choose template and culture; download the template, upload a filled one, or export. */
export function ExcelActions() {
  const intl = useIntl();
  const { locale } = useLocale();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  // Spec section 9: the export culture is de-DE for German, otherwise en-US.
  const [template, setTemplate] = useState<ExcelTemplate>('attendees');
  const [culture, setCulture] = useState<ExcelCulture>(locale === 'de' ? 'de-DE' : 'en-US');
  const importing = useImportExcel();
  const exporting = useExportExcel();
  const last = importing.data
    ? { kind: 'import' as const, result: importing.data, template: importing.variables.template }
    : exporting.data
      ? { kind: 'export' as const, result: exporting.data, template: exporting.variables.exportTemplate }
      : null;

  const pick = (file: File | undefined) => {
    if (!file) return;
    exporting.reset();
    importing.mutate({ file, template, culture }, { onSuccess: (r) => r.success && notify({ id: 'excel.import.done' }) });
    if (input.current) input.current.value = '';
  };
  const runExport = () => {
    importing.reset();
    exporting.mutate({ exportTemplate: template, culture }, { onSuccess: (r) => r.success && notify({ id: 'excel.export.done' }) });
  };
  const getTemplate = () => downloadTemplate(template, culture).catch(() => notify({ id: 'error.download_file', severity: 'error' }));
  const busy = importing.isPending || exporting.isPending;
  const failed = importing.error ?? exporting.error;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 200 }}
          label={intl.formatMessage({ id: 'excel.template' })}
          value={template}
          onChange={(e) => setTemplate(e.target.value as ExcelTemplate)}
        >
          {EXCEL_TEMPLATES.map((t) => (
            <MenuItem key={t} value={t}>
              <FormattedMessage id={`excel.template.${t}`} />
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          sx={{ minWidth: 160 }}
          label={intl.formatMessage({ id: 'excel.culture' })}
          value={culture}
          onChange={(e) => setCulture(e.target.value as ExcelCulture)}
        >
          {EXCEL_CULTURES.map((c) => (
            <MenuItem key={c} value={c}>
              <FormattedMessage id={`excel.culture.${c}`} />
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void getTemplate()}>
          <FormattedMessage id="excel.downloadTemplate" />
        </Button>
        <Button variant="contained" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
          <FormattedMessage id="excel.upload" />
          <input
            ref={input}
            hidden
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            data-testid="excel-file"
            onChange={(e) => pick(e.target.files?.[0])}
          />
        </Button>
        <Button variant="outlined" onClick={runExport} disabled={busy} data-testid="excel-export">
          <FormattedMessage id="excel.export" />
        </Button>
      </Stack>
      {busy && <LinearProgress aria-label={intl.formatMessage({ id: 'excel.running' })} />}
      {failed && (
        <Alert severity="error">
          <FormattedMessage id={errorMessageId(failed)} />
        </Alert>
      )}
      {last && <ExcelLog result={last.result} template={last.template} kind={last.kind} />}
    </Box>
  );
}
