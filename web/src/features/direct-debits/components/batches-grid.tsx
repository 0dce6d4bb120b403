import { IconButton, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { billingDirectDebitContracts as routes } from '@takt/proto/http/billing/direct-debits';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import type { ResponseOf } from '../../../api/call.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { downloadBatchFile } from '../api/direct-debits.api.ts';
import { Money } from './money.tsx';

type Row = ResponseOf<typeof routes.listDirectDebitBatches>['value'][number];

function DownloadButton({ row }: { row: Row }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'directDebits.download' }, { id: row.messageId });
  return (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={() => void downloadBatchFile(row.id)}>
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
}

const columnsIn = (locale: 'de' | 'en'): ODataColumn<Row>[] => [
  {
    field: 'createdDate',
    header: 'directDebits.createdDate',
    width: 170,
    filterable: false,
    valueFormatter: (v: string) => dayjs(v).format(`${DATE_FORMAT[locale]} HH:mm`),
  },
  {
    field: 'collectionDate',
    header: 'directDebits.collectionDate',
    width: 140,
    filterable: false,
    valueFormatter: (v: string) => dayjs(v).format(DATE_FORMAT[locale]),
  },
  { field: 'messageId', header: 'directDebits.messageId', flex: 2, minWidth: 200 },
  { field: 'numberOfTransactions', header: 'directDebits.transactions', type: 'number', width: 120 },
  {
    field: 'controlSumCents',
    header: 'directDebits.amount',
    type: 'number',
    width: 130,
    renderCell: (p) => <Money cents={Number(p.value)} />,
  },
  { field: 'returnedCount', header: 'directDebits.returned', type: 'number', width: 120, sortable: false, filterable: false },
  { field: 'format', header: 'directDebits.format', width: 150 },
  {
    field: 'id',
    header: 'directDebits.file',
    width: 90,
    sortable: false,
    filterable: false,
    renderCell: (p) => <DownloadButton row={p.row} />,
  },
];

/** The batches created so far, newest first, each downloadable again. */
export function BatchesGrid() {
  const { locale } = useLocale();
  return (
    <ODataGrid
      gridId="directDebitBatches"
      label="directDebits.batches"
      contract={routes.listDirectDebitBatches}
      resource="directDebitBatches"
      columns={columnsIn(locale)}
      searchFields={['messageId']}
    />
  );
}
