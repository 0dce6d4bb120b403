import { Alert, Box, Button, GlobalStyles, LinearProgress, Stack } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { RouteContract } from '@takt/proto/http/contract';
import { bookingPrintContracts as prints } from '@takt/proto/http/booking/print';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useLocale } from '../../../i18n/locale.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { usePrintPage } from '../api/kiosk-print.api.ts';
import { PrintFrame } from '../components/print-frame.tsx';

const AREA = 'kiosk-print-area';

/** On paper only the list: the bar, the footer and the buttons stay on screen. */
const printOnlyTheList = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${AREA}, #${AREA} *`]: { visibility: 'visible' },
        [`#${AREA}`]: { position: 'absolute', left: 0, top: 0, width: '100%' },
      },
    }}
  />
);

/** A kiosk print page: the printed list's own markup, and a button that prints it with the browser. */
function KioskPrintPage({ contract, id, title }: { contract: RouteContract; id: string; title: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const page = usePrintPage(contract, id, locale);
  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto' }}>
      {printOnlyTheList}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => window.history.back()}>
          <FormattedMessage id="kioskPrint.back" />
        </Button>
        <Button variant="contained" startIcon={<PrintIcon />} disabled={!page.data} onClick={() => window.print()}>
          <FormattedMessage id="kioskPrint.print" />
        </Button>
      </Stack>
      {page.isLoading && <LinearProgress aria-label={intl.formatMessage({ id: 'kioskPrint.loading' })} />}
      {page.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void page.refetch()}>
              <FormattedMessage id="kioskPrint.retry" />
            </Button>
          }
        >
          <FormattedMessage id={errorMessageId(page.error)} />
        </Alert>
      )}
      {page.data !== undefined && (
        <Box id={AREA}>
          <PrintFrame html={page.data} title={intl.formatMessage({ id: title })} />
        </Box>
      )}
    </Stack>
  );
}

/** Spec section 2: /print-attendance-list/{appointmentId}. */
export function PrintAttendanceListPage() {
  const { appointmentId = '' } = useParams();
  return <KioskPrintPage contract={prints.printAttendanceList} id={appointmentId} title="kioskPrint.attendanceList" />;
}

/** The waiting line of a course time, printed like the attendance list. */
export function PrintWaitingListPage() {
  const { dateTimeId = '' } = useParams();
  return <KioskPrintPage contract={prints.printWaitingList} id={dateTimeId} title="kioskPrint.waitingList" />;
}
