import { z } from 'zod';

/**
 * Billing's own settings: the Stripe account of the product's own subscriptions (issue 10 item 5).
 * Without STRIPE_SECRET_KEY every Stripe call answers `payment_provider_not_configured`.
 */
export const billingSettings = z.object({
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .meta({ description: "Stripe secret key (sk_…) of the product's own account; card payments are off without it." }),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .optional()
    .meta({ description: 'Publishable key (pk_…) handed to Stripe Elements in the web app; cards cannot be added without it.' }),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .meta({ description: 'Signing secret (whsec_…) of the webhook endpoint /api/Stripe/Webhook; webhooks answer 400 without it.' }),
  STRIPE_API_URL: z.url().optional().meta({
    description: 'Base address of the Stripe API, e.g. http://127.0.0.1:12111 for a local stand-in in tests; Stripe itself by default.',
  }),
});
export type BillingSettings = z.infer<typeof billingSettings>;
