import { useState } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import PreviewIcon from '@mui/icons-material/Preview';
import { Link } from 'react-router';
import type { RouteContract } from '@takt/proto/http/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { download, saveFile } from '../../../api/call.ts';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useLocale } from '../../../i18n/locale.tsx';

/**
 * Downloads a printed list as PDF in the screen's language (documents renders it, decision 0056);
 * the browser's PDF viewer prints it.
 */
export function PrintButton({
  contract,
  id,
  label,
  values,
  fileName,
  compact = false,
}: {
  contract: RouteContract;
  id: string;
  label: string;
  values?: Record<string, string>;
  fileName: string;
  /** An icon with the label as its name (a row's action) instead of a labelled button. */
  compact?: boolean;
}) {
  const { locale } = useLocale();
  const text = useIntl().formatMessage({ id: label }, values);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      saveFile(await download(contract, { params: { id }, query: `lang=${locale}` }), `${fileName}.pdf`);
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    } finally {
      setBusy(false);
    }
  };
  if (compact)
    return (
      <Tooltip title={text}>
        <span>
          <IconButton aria-label={text} onClick={() => void onClick()} disabled={busy}>
            <PrintIcon />
          </IconButton>
        </span>
      </Tooltip>
    );
  return (
    <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => void onClick()} disabled={busy}>
      {text}
    </Button>
  );
}

/** Opens a printed list's kiosk print page: the same page as the PDF, printed by the browser. */
export function PrintViewLink({ to, label }: { to: string; label: string }) {
  return (
    <Button variant="outlined" startIcon={<PreviewIcon />} component={Link} to={to}>
      <FormattedMessage id={label} />
    </Button>
  );
}
