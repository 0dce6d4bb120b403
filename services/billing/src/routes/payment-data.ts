import type { Router } from '@takt/kit';
import { billingPaymentDataContracts as routes } from '@takt/proto';
import { getPaymentMandate } from '../operations/get-payment-mandate.ts';
import { updatePaymentMandate } from '../operations/update-payment-mandate.ts';
import { validateIban } from '../operations/validate-iban.ts';
import type { Client } from '../store/client.ts';

export function paymentDataRoutes(r: Router<Client>): void {
  r.handle(routes.getPaymentMandate, ({ params, db }) => getPaymentMandate(db, params.id));
  r.handle(routes.updatePaymentMandate, ({ body, db }) => updatePaymentMandate(db, body));
  r.handle(routes.validateIban, async ({ body }) => validateIban(body.iban));
}
