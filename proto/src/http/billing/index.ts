import type { RouteContract } from '../contract.ts';
import { billingInvoiceExportContracts } from './invoice-exports.ts';
import { billingInvoicePositionContracts } from './invoice-positions.ts';
import { billingInvoiceRunContracts } from './invoice-runs.ts';
import { billingDirectDebitContracts } from './direct-debits.ts';
import { billingInvoiceContracts } from './invoices.ts';
import { billingPaymentDataContracts } from './payment-data.ts';
import { billingStripeContracts } from './stripe.ts';

// Billing's contracts, one file per resource.

export * from './invoice-exports.ts';
export * from './invoice-positions.ts';
export * from './invoice-runs.ts';
export * from './invoices.ts';
export * from './payment-data.ts';
export * from './direct-debits.ts';
export * from './stripe.ts';

/** Every billing contract, in the order the gateway's route table and OpenAPI document list them. */
export const billingContracts = {
  ...billingInvoiceContracts,
  ...billingInvoicePositionContracts,
  ...billingInvoiceRunContracts,
  ...billingInvoiceExportContracts,
  ...billingPaymentDataContracts,
  ...billingDirectDebitContracts,
  ...billingStripeContracts,
} satisfies Record<string, RouteContract>;
