import type { Router } from '@takt/kit';
import { billingContracts as routes } from '@takt/proto';
import { addPositionsByCosts } from '../operations/add-positions-by-costs.ts';
import { cancelInvoicePosition } from '../operations/cancel-invoice-position.ts';
import { createInvoicePosition } from '../operations/create-invoice-position.ts';
import { getInvoicePosition } from '../operations/get-invoice-position.ts';
import { unCancelInvoicePosition } from '../operations/uncancel-invoice-position.ts';
import { updateInvoicePosition } from '../operations/update-invoice-position.ts';
import type { Client } from '../store/client.ts';
import { toPositionDto } from '../store/positions.ts';

export function invoicePositionRoutes(r: Router<Client>): void {
  r.list(routes.listInvoicePositions, { model: (tx) => tx.invoicePosition, map: toPositionDto });
  r.list(routes.listInvoicePositionsInLocation, {
    model: (tx) => tx.invoicePosition,
    where: ({ params }) => ({ locationId: params.locationId }),
    map: toPositionDto,
  });
  r.list(routes.listInvoicePositionsInDepartment, {
    model: (tx) => tx.invoicePosition,
    where: ({ params }) => ({ departmentId: params.departmentId }),
    map: toPositionDto,
  });
  r.handle(routes.getInvoicePosition, async ({ params, db }) => toPositionDto(await getInvoicePosition(db, params.id)));
  r.handle(routes.createInvoicePosition, ({ body, db, user }) => createInvoicePosition(db, user, body));
  r.handle(routes.addInvoicePositionsByCosts, ({ body, db, user }) => addPositionsByCosts(db, user, body));
  r.handle(routes.updateInvoicePosition, async ({ params, body, db, user }) =>
    toPositionDto(await updateInvoicePosition(db, user, params.id, body)),
  );
  r.handle(routes.cancelInvoicePosition, async ({ params, db, user }) => toPositionDto(await cancelInvoicePosition(db, user, params.id)));
  r.handle(routes.unCancelInvoicePosition, async ({ params, db, user }) =>
    toPositionDto(await unCancelInvoicePosition(db, user, params.id)),
  );
}
