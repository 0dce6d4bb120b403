import { useState } from 'react';
import { Box, Breadcrumbs, Button, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { documentsContracts as routes } from '@takt/proto/http/documents/index';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ODataGrid } from '../../../ui/data-grid/odata-grid.tsx';
import { useConfirm } from '../../../ui/dialog/confirm-dialog.tsx';
import { errorMessageId } from '../../../ui/form/server-errors.ts';
import { useNotify } from '../../../ui/snackbar.tsx';
import { useFormats } from '../../invoices/components/money.ts';
import { useDeleteDocument, useDeleteDocumentFile, useDocument, type DocumentRow } from '../api/documents.api.ts';
import { DownloadButton, isFolder, PEOPLE_COLUMNS, useDocumentColumns } from '../components/document-columns.tsx';
import { UploadZone } from '../components/upload-zone.tsx';
import { DocumentFormDialog } from '../forms/document-form-dialog.tsx';
import { FolderFormDialog } from '../forms/folder-form-dialog.tsx';

/** Edit, delete the file, delete the document: each button names its document. */
function RowActions({ doc, onEdit, onOpen }: { doc: DocumentRow; onEdit(): void; onOpen(): void }) {
  const intl = useIntl();
  const notify = useNotify();
  const confirm = useConfirm();
  const remove = useDeleteDocument();
  const removeFile = useDeleteDocumentFile();
  const name = doc.title ?? doc.documentName ?? '';
  const label = (id: string) => intl.formatMessage({ id }, { name });
  const run = async (title: string, text: string, work: () => Promise<unknown>, done: string) => {
    if (!(await confirm({ title, text, values: { name }, confirm: 'common.delete', danger: true }))) return;
    try {
      await work();
      notify({ id: done });
    } catch (err) {
      notify({ id: errorMessageId(err), severity: 'error' });
    }
  };
  const button = (id: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={label(id)}>
      <IconButton
        aria-label={label(id)}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
      >
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack direction="row">
      <DownloadButton doc={doc} />
      {isFolder(doc) && button('documents.openOne', <FolderOpenIcon />, onOpen)}
      {button('documents.editOne', <EditIcon />, onEdit)}
      {!isFolder(doc) &&
        button(
          'documents.deleteFileOne',
          <LinkOffIcon />,
          () =>
            void run(
              'documents.deleteFileTitle',
              'documents.deleteFileText',
              () => removeFile.mutateAsync(doc.id),
              'documents.fileDeleted',
            ),
        )}
      {button(
        'documents.deleteOne',
        <DeleteIcon />,
        () => void run('documents.deleteTitle', 'documents.deleteText', () => remove.mutateAsync(doc.id), 'documents.deleted'),
      )}
    </Stack>
  );
}

/** /documents: the company's documents by folder; upload by drop or button, edit who sees them, delete. */
export function DocumentsPage() {
  const [search, setSearch] = useSearchParams();
  const folderId = search.get('folder') ?? undefined;
  const folder = useDocument(folderId).data;
  const f = useFormats();
  const [editing, setEditing] = useState<DocumentRow>();
  const [creating, setCreating] = useState(false);
  const open = (id: string | null | undefined) => setSearch(id ? { folder: id } : {});
  const columns = useDocumentColumns(
    f.dateTime,
    (doc) => <RowActions doc={doc} onEdit={() => setEditing(doc)} onOpen={() => open(doc.id)} />,
    PEOPLE_COLUMNS,
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Breadcrumbs aria-label={useIntl().formatMessage({ id: 'documents.path' })}>
        <Link component={RouterLink} to="/documents">
          <FormattedMessage id="documents.topLevel" />
        </Link>
        {folder?.parentId && (
          <Link component="button" onClick={() => open(folder.parentId)}>
            <FormattedMessage id="documents.up" />
          </Link>
        )}
        {folder && <Typography color="text.primary">{folder.title}</Typography>}
      </Breadcrumbs>
      <UploadZone parentId={folderId} />
      <ODataGrid
        gridId="documents"
        label="title.documents"
        contract={routes.listDocuments}
        resource="documents"
        columns={columns}
        filters={[{ field: 'parentId', op: 'eq', value: folderId ?? null }]}
        searchFields={['title', 'documentName', 'category']}
        onRowClick={(row) => isFolder(row) && open(row.id)}
        actions={
          <Button startIcon={<CreateNewFolderIcon />} onClick={() => setCreating(true)}>
            <FormattedMessage id="documents.newFolder" />
          </Button>
        }
      />
      <FolderFormDialog parentId={folderId} open={creating} onClose={() => setCreating(false)} />
      {editing && <DocumentFormDialog document={editing} open onClose={() => setEditing(undefined)} />}
    </Box>
  );
}
