import { IconButton, Stack, Tooltip } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import FolderIcon from '@mui/icons-material/Folder';
import DescriptionIcon from '@mui/icons-material/Description';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ODataColumn } from '../../../ui/data-grid/odata-grid.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { downloadDocument, type DocumentRow } from '../api/documents.api.ts';

/** A document without a file is a folder (decision 0054). */
export const isFolder = (d: DocumentRow) => d.documentName === null;

export const sizeOf = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024
      ? `${bytes} B`
      : bytes < 1_048_576
        ? `${Math.round(bytes / 1024)} KB`
        : `${(bytes / 1_048_576).toFixed(1)} MB`;

/** Download button named after the file, so a screen reader says which one. */
export function DownloadButton({ doc }: { doc: DocumentRow }) {
  const intl = useIntl();
  const notify = useNotify();
  if (isFolder(doc)) return null;
  const label = intl.formatMessage({ id: 'documents.download' }, { name: doc.documentName });
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={(e) => {
          e.stopPropagation();
          downloadDocument(doc).catch((err: unknown) => notify({ id: errorMessageId(err), severity: 'error' }));
        }}
      >
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  );
}

/**
 * Who made a document and who answers for it, and how many notifications wait (office staff only).
 * The names come from documents' own read model: they are shown, not sorted or filtered by.
 */
export const PEOPLE_COLUMNS: ODataColumn<DocumentRow>[] = [
  { field: 'creatorFullName', header: 'documents.creator', flex: 1, minWidth: 140, sortable: false, filterable: false },
  { field: 'responsibleFullName', header: 'documents.responsible', flex: 1, minWidth: 140, sortable: false, filterable: false },
  { field: 'notificationCount', header: 'documents.notificationCount', type: 'number', width: 120 },
];

/** The columns both document lists share: title with folder or file icon, file name, size, date; `more` before the actions. */
export function useDocumentColumns(
  date: (iso: string) => string,
  actions: (doc: DocumentRow) => ReactNode,
  more: ODataColumn<DocumentRow>[] = [],
): ODataColumn<DocumentRow>[] {
  return [
    {
      field: 'title',
      header: 'documents.title',
      flex: 2,
      minWidth: 180,
      renderCell: (p) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          {isFolder(p.row) ? <FolderIcon color="action" aria-hidden /> : <DescriptionIcon color="action" aria-hidden />}
          <span>{p.row.title ?? p.row.documentName}</span>
        </Stack>
      ),
    },
    { field: 'documentName', header: 'documents.fileName', flex: 1, minWidth: 140 },
    { field: 'documentSize', header: 'documents.size', type: 'number', width: 100, valueFormatter: (v: number | null) => sizeOf(v) },
    { field: 'createdDate', header: 'documents.createdDate', width: 150, filterable: false, valueFormatter: (v: string) => date(v) },
    ...more,
    { field: 'actions', header: 'documents.actions', width: 170, sortable: false, filterable: false, renderCell: (p) => actions(p.row) },
  ];
}
