import { createHmac } from 'node:crypto';

// What the fake Stripe API and its tests share: the object shapes, the plans it offers, the
// webhook signature and Stripe's form encoding.

export type Obj = Record<string, unknown>;
export interface FakeTier {
  up_to: number | null;
  unit_amount: number | null;
  flat_amount?: number | null;
}
export interface FakePlan {
  id: string;
  nickname: string;
  amount?: number | null;
  tiers?: FakeTier[];
  product?: string;
  metadata?: Record<string, string>;
}
export interface FakeStripeOptions {
  secretKey?: string;
  plans?: FakePlan[];
  /** Where subscription events are posted, signed with `webhookSecret`. */
  webhook?: { url: string; secret: string };
}
export interface FakeStripe {
  url: string;
  secretKey: string;
  customers: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  /** Each request as method and path, oldest first. */
  requests: string[];
  /** The HTTP status each webhook delivery was answered with, oldest first. */
  deliveries: number[];
  /** Sets (or clears) where subscription events go. */
  setWebhook(webhook: { url: string; secret: string } | undefined): void;
  close(): Promise<void>;
}

export const FAKE_STRIPE_PLANS: FakePlan[] = [
  { id: 'plan_flat', nickname: 'Flat', amount: 1500 },
  {
    id: 'plan_large',
    nickname: 'Large',
    tiers: [
      { up_to: 50, unit_amount: 900 },
      { up_to: null, unit_amount: 700 },
    ],
  },
  {
    id: 'plan_small',
    nickname: 'Small',
    tiers: [
      { up_to: 10, unit_amount: 1200 },
      { up_to: 20, unit_amount: 1000 },
    ],
  },
];

/** The Stripe-Signature header Stripe would send for `payload` (its documented v1 scheme). */
export function stripeSignature(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Stripe's form encoding (`items[0][price]=…`) as nested objects, numeric keys as arrays. */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: Obj = root;
    keys.forEach((k, i) => {
      const key = k === '' ? String(Object.keys(node).length) : k;
      if (i === keys.length - 1) node[key] = value;
      else node = (node[key] ??= {}) as Obj;
    });
  }
  const arrays = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    const entries = Object.entries(v as Obj).map(([k, x]) => [k, arrays(x)] as const);
    return entries.length && entries.every(([k]) => /^\d+$/.test(k)) ? entries.map(([, x]) => x) : Object.fromEntries(entries);
  };
  return arrays(root) as Obj;
}
