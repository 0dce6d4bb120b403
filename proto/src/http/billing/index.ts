import type { RouteContract } from '../contract.ts';
import { billingDirectDebitContracts } from './direct-debits.ts';
import { billingInvoiceContracts } from './invoices.ts';
import { billingPaymentDataContracts } from './payment-data.ts';

// Billing's contracts, one file per resource.

export * from './invoices.ts';
export * from './payment-data.ts';
export * from './direct-debits.ts';

/** Every billing contract, in the order the gateway's route table and OpenAPI document list them. */
export const billingContracts = {
  ...billingInvoiceContracts,
  ...billingPaymentDataContracts,
  ...billingDirectDebitContracts,
} satisfies Record<string, RouteContract>;
