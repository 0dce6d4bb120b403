import { IconButton, Stack, Tooltip } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { excelContracts as routes } from '@takt/proto/http/documents/excel';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import type { ResponseOf } from '../../../api/call.ts';
import { useLocale } from '../../../i18n/locale.tsx';
import { ODataGrid, type ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { DATE_FORMAT } from '../../../ui/form/date-fields.tsx';
import { useNotify } from '../../../ui/snackbar.tsx';
import { downloadExcelFile, excelKeys, useDeleteExcelFile, type ExcelKind } from '../api/excel.api.ts';

type Row = ResponseOf<typeof routes.getImportedFiles>['value'][number];

function FileActions({ row, kind }: { row: Row; kind: ExcelKind }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const notify = useNotify();
  const remove = useDeleteExcelFile(kind);
  const download = () =>
    downloadExcelFile(kind, row.filePath, row.name).catch(() => notify({ id: 'error.download_file', severity: 'error' }));
  const del = async () => {
    if (!(await confirm({ title: 'excel.deleteTitle', text: 'excel.deleteText', values: { name: row.name }, danger: true }))) return;
    remove.mutate(row.filePath, {
      onSuccess: () => notify({ id: 'excel.deleted' }),
      onError: () => notify({ id: 'error.delete_file', severity: 'error' }),
    });
  };
  const downloadLabel = intl.formatMessage({ id: 'excel.downloadFile' }, { name: row.name });
  const deleteLabel = intl.formatMessage({ id: 'excel.deleteFile' }, { name: row.name });
  return (
    <Stack direction="row">
      <Tooltip title={downloadLabel}>
        <span>
          <IconButton aria-label={downloadLabel} size="small" onClick={download} disabled={row.state === 'Loading'}>
            <DownloadIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        <IconButton aria-label={deleteLabel} size="small" onClick={() => void del()}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** The imported or exported files, newest first, searchable by name; each downloads or goes. */
export function ExcelFilesGrid({ kind }: { kind: ExcelKind }) {
  const { locale } = useLocale();
  const intl = useIntl();
  const columns: ODataColumn<Row>[] = [
    { field: 'name', header: 'excel.name', flex: 2, minWidth: 180 },
    {
      field: 'createdDate',
      header: 'excel.createdDate',
      width: 150,
      filterable: false,
      valueFormatter: (v: string) => (v ? dayjs(v).format(`${DATE_FORMAT[locale]} HH:mm`) : ''),
    },
    { field: 'size', header: 'excel.size', type: 'number', width: 100, valueFormatter: (v: number) => `${Math.ceil(v / 1024)} KB` },
    { field: 'creatorFullName', header: 'excel.creator', flex: 1, minWidth: 140 },
    {
      field: 'state',
      header: 'excel.state',
      width: 120,
      valueFormatter: (v: string) => intl.formatMessage({ id: `excel.state.${v}` }),
    },
    {
      field: 'actions',
      header: 'excel.actions',
      width: 110,
      sortable: false,
      filterable: false,
      renderCell: (p) => <FileActions row={p.row} kind={kind} />,
    },
  ];
  return (
    <ODataGrid
      gridId={`excel-${kind}`}
      label={kind === 'import' ? 'excel.importedFiles' : 'excel.exportedFiles'}
      contract={kind === 'import' ? routes.getImportedFiles : routes.getExportedFiles}
      resource={excelKeys.all[0]}
      // Both lists send the same query: the kind keeps their cached pages apart.
      params={{ kind }}
      columns={columns}
      searchFields={['name']}
    />
  );
}
