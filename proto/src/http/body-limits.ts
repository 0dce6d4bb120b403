import type { RouteContract } from './contract.ts';
import { MAX_DOCUMENT_BYTES } from './documents/index.ts';

/** The largest JSON body any route reads; services parse at most this and the gateway forwards no more. */
export const JSON_BODY_MAX_BYTES = 1_048_576;

// An upload's form fields and multipart boundaries come on top of the file itself.
const FORM_OVERHEAD_BYTES = 65_536;

/** The most bytes a request body of `contract` may have; past it the gateway answers 413. */
export function bodyLimitOf(contract: Pick<RouteContract, 'binary'>): number {
  return contract.binary === 'upload' ? MAX_DOCUMENT_BYTES + FORM_OVERHEAD_BYTES : JSON_BODY_MAX_BYTES;
}
