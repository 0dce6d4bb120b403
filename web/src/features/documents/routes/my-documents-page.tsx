import { documentsContracts as routes } from '@takt/proto/http/documents/index';
import { ODataGrid } from '../../../ui/data-grid/odata-grid.tsx';
import { useFormats } from '../../invoices/components/money.ts';
import { DownloadButton, useDocumentColumns } from '../components/document-columns.tsx';

/** /my-documents: the documents meant for the signed-in member (the server lists no others), newest first. */
export function MyDocumentsPage() {
  const f = useFormats();
  const columns = useDocumentColumns(f.dateTime, (doc) => <DownloadButton doc={doc} />);
  return (
    <ODataGrid
      gridId="my-documents"
      label="title.myDocuments"
      contract={routes.listDocuments}
      resource="documents"
      columns={columns}
      searchFields={['title', 'documentName']}
    />
  );
}
