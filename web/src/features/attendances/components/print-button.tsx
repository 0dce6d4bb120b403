import { useState } from 'react';
import { Button } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { RouteContract } from '@takt/proto/http/contract';
import { FormattedMessage } from 'react-intl';
import { download, saveFile } from '../../../api/call.ts';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useLocale } from '../../../i18n/locale.tsx';

/**
 * Downloads a printed list as PDF in the screen's language (documents renders it, decision 0056);
 * the browser's PDF viewer prints it.
 */
export function PrintButton({ contract, id, label, fileName }: { contract: RouteContract; id: string; label: string; fileName: string }) {
  const { locale } = useLocale();
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
  return (
    <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => void onClick()} disabled={busy}>
      <FormattedMessage id={label} />
    </Button>
  );
}
