import { fail, notFound } from '@takt/kit';
import { ErrorCode } from '@takt/proto';
import Stripe from 'stripe';
import type { BillingSettings } from '../settings.ts';

/**
 * The product's own Stripe account through the official SDK. `null` when no secret key is set:
 * callers answer `payment_provider_not_configured` then. STRIPE_API_URL points the SDK at a
 * local stand-in (tests); the SDK's own retries are off so a failing call answers at once.
 */
export interface StripeAccount {
  api: Stripe;
  publishableKey: string | null;
  webhookSecret: string | null;
}

export function stripeAccountOf(settings: BillingSettings): StripeAccount | null {
  if (!settings.STRIPE_SECRET_KEY) return null;
  const base = settings.STRIPE_API_URL ? new URL(settings.STRIPE_API_URL) : null;
  const api = new Stripe(settings.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 0,
    timeout: 10_000,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
  return { api, publishableKey: settings.STRIPE_PUBLISHABLE_KEY ?? null, webhookSecret: settings.STRIPE_WEBHOOK_SECRET ?? null };
}

/** The account, or the stable answer that there is none. */
export function configured(account: StripeAccount | null): StripeAccount {
  if (!account) throw fail(ErrorCode.PaymentProviderNotConfigured);
  return account;
}

/**
 * Runs one Stripe call and maps its failures to our codes: a missing object is ours to answer
 * 404 for, a declined card 402, a request Stripe rejects 400 with its message, the rest 502.
 */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw stripeFailure(err);
  }
}

function stripeFailure(err: unknown): Error {
  const e = err as Partial<Stripe.errors.StripeError> | undefined;
  if (!e || typeof e.type !== 'string' || !e.type.startsWith('Stripe')) return err as Error;
  if (e.type === 'StripeCardError') return fail(ErrorCode.CardDeclined, e.message);
  if (e.statusCode === 404 || e.code === 'resource_missing') return notFound('Stripe object');
  if (e.type === 'StripeInvalidRequestError') return fail(ErrorCode.ValidationFailed, e.message);
  return fail(ErrorCode.PaymentProviderError, undefined, { stripeType: e.type, requestId: e.requestId });
}
