import { answerAsDocument, type Bus, type Logger, type Router } from '@takt/kit';
import { billingContracts as routes, printLanguageOf } from '@takt/proto';
import { countCompleteNonExportedInvoices } from '../operations/count-complete-non-exported-invoices.ts';
import { exportCompleteInvoices } from '../operations/export-complete-invoices.ts';
import { exportSingleInvoice } from '../operations/export-single-invoice.ts';
import { getBillingSettings } from '../operations/get-billing-settings.ts';
import { getInvoice } from '../operations/get-invoice.ts';
import { raiseDunningLevel } from '../operations/raise-dunning-level.ts';
import { runInvoices } from '../operations/run-invoices.ts';
import { updateBillingSettings } from '../operations/update-billing-settings.ts';
import { updateInvoiceStatus } from '../operations/update-invoice-status.ts';
import type { Client } from '../store/client.ts';
import { toInvoiceDto } from '../store/invoices.ts';
import { toRunDto } from '../store/runs.ts';

export function invoiceRoutes(r: Router<Client>, bus: Bus, log: Logger): void {
  r.list(routes.listInvoices, { model: (tx) => tx.invoice, map: toInvoiceDto });
  r.list(routes.listInvoicesInLocation, {
    model: (tx) => tx.invoice,
    where: ({ params }) => ({ positions: { some: { locationId: params.locationId } } }),
    map: toInvoiceDto,
  });
  r.list(routes.listInvoicesInDepartment, {
    model: (tx) => tx.invoice,
    where: ({ params }) => ({ positions: { some: { departmentId: params.departmentId } } }),
    map: toInvoiceDto,
  });
  r.list(routes.listMyInvoices, {
    model: (tx) => tx.invoice,
    where: ({ user }) => ({ attendeeAppUserId: user.userId }),
    map: toInvoiceDto,
  });
  r.handle(routes.getInvoice, async ({ params, db }) => toInvoiceDto(await getInvoice(db, params.id)));
  r.handle(routes.updateInvoice, async ({ params, body, db, user }) =>
    toInvoiceDto(await updateInvoiceStatus(db, user, params.id, body.paymentStatus)),
  );
  r.handle(routes.raiseDunningLevel, async ({ params, db, user }) => toInvoiceDto(await raiseDunningLevel(db, user, params.id)));

  r.handle(routes.runInvoices, ({ body, db, user }) =>
    runInvoices(db, bus, user, body, (err) => log.error({ err, companyId: user.companyId }, 'invoice run failed')),
  );
  r.list(routes.listInvoiceRuns, { model: (tx) => tx.invoiceRun, map: toRunDto });
  r.handle(routes.getBillingSettings, ({ db }) => getBillingSettings(db));
  r.handle(routes.updateBillingSettings, ({ body, db, user }) => updateBillingSettings(db, user, body));

  // Spec: both exports answer a file; the gateway has documents print the data (decision 0056).
  r.handle(routes.exportCompleteInvoices, async ({ body, query, db, user, reply }) => {
    const lang = printLanguageOf(query.culture);
    answerAsDocument(reply, { document: 'invoices', lang, format: 'pdf', fileName: lang === 'de' ? 'Rechnungen' : 'Invoices' });
    return exportCompleteInvoices(db, user, body, query.culture);
  });
  r.handle(routes.exportSingleInvoice, async ({ body, query, db, reply }) => {
    const out = await exportSingleInvoice(db, body.invoiceId, query.culture);
    const lang = printLanguageOf(query.culture);
    const name = `${lang === 'de' ? 'Rechnung' : 'Invoice'}-${out.invoices[0]!.invoiceNumberString}`;
    answerAsDocument(reply, { document: 'invoices', lang, format: 'pdf', fileName: name });
    return out;
  });
  r.handle(routes.countCompleteNonExportedInvoices, ({ db }) => countCompleteNonExportedInvoices(db));
}
