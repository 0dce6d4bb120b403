import { fromDbDate, readUploadForm, type HandlerContext, type Router } from '@takt/kit';
import { billingDirectDebitContracts as routes, type DirectDebitBatch as BatchDto, type SepaFormat } from '@takt/proto';
import { createSepaFile } from '../operations/create-sepa-file.ts';
import { getDirectDebitSettings, updateDirectDebitSettings } from '../operations/direct-debit-settings.ts';
import { getDirectDebitFile } from '../operations/get-direct-debit-file.ts';
import { importDirectDebitReturns } from '../operations/import-direct-debit-returns.ts';
import { previewDirectDebit } from '../operations/preview-direct-debit.ts';
import type { Client } from '../store/client.ts';
import { returnedCounts } from '../store/direct-debits.ts';
import type { DirectDebitBatch } from '../store/generated/client.ts';

const toDto = (b: DirectDebitBatch, returnedCount = 0): BatchDto => ({
  id: b.id,
  messageId: b.messageId,
  format: b.format as SepaFormat,
  collectionDate: fromDbDate(b.collectionDate),
  numberOfTransactions: b.numberOfTransactions,
  controlSumCents: b.controlSumCents,
  returnedCount,
  createdDate: b.createdDate.toISOString(),
});

/** The pain.008 as a file download; the batch id in a header so the screen can refer to it. */
const sendXml = (reply: HandlerContext<Client, typeof routes.createSepaFile>['reply'], b: DirectDebitBatch) =>
  reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="SEPA-${fromDbDate(b.collectionDate)}-${b.messageId}.xml"`)
    .header('x-batch-id', b.id)
    .send(b.xml);

export function directDebitRoutes(r: Router<Client>): void {
  r.handle(routes.previewDirectDebit, ({ body, db }) => previewDirectDebit(db, body.collectionDate));
  r.handle(routes.createSepaFile, async ({ body, db, user, reply }) =>
    sendXml(reply, await createSepaFile(db, user, body.collectionDate, body.format)),
  );
  r.handle(routes.getDirectDebitFile, async ({ params, db, reply }) => sendXml(reply, await getDirectDebitFile(db, params.id)));
  r.list(routes.listDirectDebitBatches, {
    model: (tx) => tx.directDebitBatch,
    enrich: async (tx, rows: DirectDebitBatch[]) => {
      const returned = await returnedCounts(
        tx,
        rows.map((b) => b.id),
      );
      return rows.map((b) => toDto(b, returned.get(b.id)));
    },
  });
  r.handle(routes.getDirectDebitSettings, ({ db }) => getDirectDebitSettings(db));
  r.handle(routes.updateDirectDebitSettings, ({ body, db, user }) => updateDirectDebitSettings(db, user.companyId, body.returnFeeCents));
  r.handle(routes.importDirectDebitReturns, async ({ req, db, user }) =>
    importDirectDebitReturns(db, user.companyId, await readUploadForm(req, 'File')),
  );
}
