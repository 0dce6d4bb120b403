import type { RouteContract } from '../contract.ts';
import { billingInvoiceContracts } from './invoices.ts';

// Billing's contracts, one file per resource.

export * from './invoices.ts';

/** Every billing contract, in the order the gateway's route table and OpenAPI document list them. */
export const billingContracts = {
  ...billingInvoiceContracts,
} satisfies Record<string, RouteContract>;
