import type { RouteContract } from '@takt/proto/http/contract';
import type { z } from 'zod';
import { send, type FileAnswer } from './client.ts';

type Input<T> = T extends z.ZodType ? z.input<T> : never;
export type ResponseOf<C> = C extends RouteContract<z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

export interface CallArgs<B extends z.ZodType, P extends z.ZodType> {
  params?: Input<P>;
  body?: Input<B>;
  /** Query string, already encoded by the caller (OData options come from api/odata.ts). */
  query?: string;
}

/** The contract's path with its `:params` filled in. */
export function pathOf(contract: RouteContract, params: Record<string, unknown> = {}): string {
  return contract.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${contract.path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls one endpoint by its contract from proto: method and path come from the contract, so a
 * screen never writes a URL, and the answer has the contract's response type.
 */
export function call<B extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  contract: RouteContract<B, P, R>,
  args: CallArgs<B, P> = {},
): Promise<z.output<R>> {
  const path = pathOf(contract, args.params as Record<string, unknown> | undefined);
  return send<z.output<R>>({ method: contract.method, path: args.query ? `${path}?${args.query}` : path, body: args.body });
}

/** Calls a binary-download contract and answers the file (see `saveFile` to hand it to the browser). */
export function download<B extends z.ZodType, P extends z.ZodType, R extends z.ZodType>(
  contract: RouteContract<B, P, R>,
  args: CallArgs<B, P> = {},
): Promise<FileAnswer> {
  const path = pathOf(contract, args.params as Record<string, unknown> | undefined);
  return send<FileAnswer>({ method: contract.method, path: args.query ? `${path}?${args.query}` : path, body: args.body, file: true });
}

/** Offers a downloaded file to the user as the browser's download. */
export function saveFile({ blob, fileName }: FileAnswer, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName ?? fallbackName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
