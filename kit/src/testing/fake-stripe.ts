import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the part of the Stripe API that billing's subscriptions use, so the
// official `stripe` SDK can be pointed at it (STRIPE_API_URL) and no test reaches the internet.
// It keeps its objects in memory, answers in Stripe's shapes (lists, errors, expandable tiers),
// honours Idempotency-Key, and can deliver signed webhooks for subscription changes.

import {
  FAKE_STRIPE_PLANS,
  parseStripeForm,
  stripeSignature,
  type FakePlan,
  type FakeStripe,
  type FakeStripeOptions,
  type Obj,
} from './fake-stripe-wire.ts';

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String(body.message));
  }
}
const missing = (what: string, id: string) =>
  new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'`, param: 'id' });

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

const TEST_CARDS: Record<string, { brand: string; last4: string } | 'declined'> = {
  tok_visa: { brand: 'Visa', last4: '4242' },
  tok_mastercard: { brand: 'MasterCard', last4: '4444' },
  tok_chargeDeclined: 'declined',
};

export async function startFakeStripe(opts: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = opts.secretKey ?? 'sk_test_fake';
  const plans = opts.plans ?? FAKE_STRIPE_PLANS;
  let webhook = opts.webhook;
  const customers = new Map<string, Obj>();
  const cards = new Map<string, Obj[]>();
  const subscriptions = new Map<string, Obj>();
  const invoices: Obj[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: string[] = [];
  const deliveries: number[] = [];

  const planObject = (p: FakePlan, withTiers: boolean): Obj => ({
    id: p.id,
    object: 'plan',
    active: true,
    amount: p.tiers ? null : (p.amount ?? 0),
    billing_scheme: p.tiers ? 'tiered' : 'per_unit',
    tiers_mode: p.tiers ? 'volume' : null,
    currency: 'eur',
    interval: 'month',
    interval_count: 1,
    nickname: p.nickname,
    product: p.product ?? 'prod_takt',
    trial_period_days: null,
    metadata: p.metadata ?? {},
    ...(withTiers && p.tiers && { tiers: p.tiers.map((t) => ({ flat_amount: null, ...t })) }),
  });
  const plan = (id: string) => plans.find((p) => p.id === id) ?? failWith(missing('plan', id));
  const priceOf = (p: FakePlan, quantity: number) => {
    if (!p.tiers) return (p.amount ?? 0) * quantity;
    const tier = p.tiers.find((t) => t.up_to === null || quantity <= t.up_to) ?? p.tiers.at(-1)!;
    return (tier.unit_amount ?? 0) * quantity + (tier.flat_amount ?? 0);
  };
  const customer = (id: string) => customers.get(id) ?? failWith(missing('customer', id));
  const subscription = (id: string) => subscriptions.get(id) ?? failWith(missing('subscription', id));
  const itemsOf = (s: Obj) => (s.items as { data: Obj[] }).data;
  const findItem = (id: string): [Obj, Obj] => {
    for (const s of subscriptions.values()) {
      const item = itemsOf(s).find((i) => i.id === id);
      if (item) return [s, item];
    }
    return failWith(missing('subscription item', id));
  };
  const addInvoice = (s: Obj, reason: string) => {
    const total = itemsOf(s).reduce((sum, i) => sum + priceOf(plan((i.plan as Obj).id as string), i.quantity as number), 0);
    invoices.push({
      id: newId('in'),
      object: 'invoice',
      customer: s.customer,
      subscription: s.id,
      created: now() + invoices.length,
      billing_reason: reason,
      number: `TAKT-${String(invoices.length + 1).padStart(4, '0')}`,
      total,
      currency: 'eur',
      status: 'paid',
    });
  };
  const notify = (type: string, s: Obj) => {
    if (!webhook) return;
    const payload = JSON.stringify({ id: newId('evt'), object: 'event', type, created: now(), data: { object: s } });
    const target = webhook;
    void fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload, target.secret) },
      body: payload,
    })
      .then(async (res) => {
        deliveries.push(res.status);
        if (res.status !== 200) console.warn('fake stripe webhook answered', res.status, await res.text());
      })
      .catch(() => deliveries.push(0));
  };

  const handle = (method: string, path: string, params: Obj): unknown => {
    const parts = path.split('/').filter(Boolean).slice(1);
    const [resource, id, sub, subId] = parts;
    const expand = ((params.expand as string[] | undefined) ?? []).join(',');
    if (resource === 'customers') {
      if (method === 'POST' && !id) {
        const c = {
          id: newId('cus'),
          object: 'customer',
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: params.metadata ?? {},
          default_source: null,
          created: now(),
        };
        customers.set(c.id, c);
        return c;
      }
      const c = customer(id!);
      if (method === 'GET' && !sub) return c;
      if (method === 'POST' && !sub) {
        if (typeof params.source === 'string') {
          const test = TEST_CARDS[params.source];
          if (!test) throw missing('token', params.source);
          if (test === 'declined')
            throw new StripeFailure(402, {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            });
          const card = {
            id: newId('card'),
            object: 'card',
            customer: c.id,
            brand: test.brand,
            last4: test.last4,
            exp_month: 12,
            exp_year: new Date().getFullYear() + 3,
            currency: null,
            name: null,
          };
          // Stripe: a new source replaces the previous default.
          const kept = (cards.get(String(c.id)) ?? []).filter((x) => x.id !== c.default_source);
          cards.set(String(c.id), [...kept, card]);
          c.default_source = card.id;
        }
        for (const k of ['email', 'name'] as const) if (typeof params[k] === 'string') c[k] = params[k];
        return c;
      }
      if (sub === 'sources' && method === 'GET') {
        const own = cards.get(String(c.id)) ?? [];
        if (!subId) return list(own, `/v1/customers/${c.id}/sources`);
        return own.find((x) => x.id === subId) ?? failWith(missing('source', subId));
      }
    }
    if (resource === 'plans' && method === 'GET') {
      const withTiers = expand.includes('tiers');
      if (id) return planObject(plan(id), withTiers);
      return list(
        plans.filter((p) => !params.product || (p.product ?? 'prod_takt') === params.product).map((p) => planObject(p, withTiers)),
        '/v1/plans',
      );
    }
    if (resource === 'subscriptions') {
      if (method === 'GET' && !id) {
        const status = (params.status as string | undefined) ?? 'active';
        const found = [...subscriptions.values()].filter(
          (s) => s.customer === params.customer && (status === 'all' || s.status === status),
        );
        return list(found.reverse(), '/v1/subscriptions');
      }
      if (method === 'POST' && !id) {
        const c = customer(params.customer as string);
        const subId2 = newId('sub');
        const end = now() + 30 * 86_400;
        const items = (params.items as Obj[]).map((i) => {
          const p = plan((i.price ?? i.plan) as string);
          return {
            id: newId('si'),
            object: 'subscription_item',
            subscription: subId2,
            quantity: Number(i.quantity ?? 1),
            plan: planObject(p, false),
            current_period_end: end,
          };
        });
        const s: Obj = {
          id: subId2,
          object: 'subscription',
          customer: c.id,
          status: 'active',
          collection_method: 'charge_automatically',
          cancel_at_period_end: false,
          created: now(),
          items: list(items, `/v1/subscription_items?subscription=${subId2}`),
        };
        subscriptions.set(s.id as string, s);
        addInvoice(s, 'subscription_create');
        notify('customer.subscription.created', s);
        return s;
      }
      const s = subscription(id!);
      if (method === 'GET') return s;
      if (method === 'DELETE') {
        s.status = 'canceled';
        notify('customer.subscription.deleted', s);
        return s;
      }
    }
    if (resource === 'subscription_items' && id) {
      const [s, item] = findItem(id);
      if (method === 'GET') return item;
      if (method === 'POST') {
        if (params.quantity !== undefined) item.quantity = Number(params.quantity);
        addInvoice(s, 'subscription_update');
        notify('customer.subscription.updated', s);
        return item;
      }
      if (method === 'DELETE') {
        (s.items as { data: Obj[] }).data = itemsOf(s).filter((i) => i !== item);
        notify('customer.subscription.updated', s);
        return { id, object: 'subscription_item', deleted: true };
      }
    }
    if (resource === 'invoices') {
      if (method === 'POST' && id === 'create_preview') {
        const s = subscription(params.subscription as string);
        const total = itemsOf(s).reduce((sum, i) => sum + priceOf(plan((i.plan as Obj).id as string), i.quantity as number), 0);
        return {
          id: null,
          object: 'invoice',
          customer: s.customer,
          total,
          currency: 'eur',
          status: 'draft',
          number: null,
          billing_reason: 'upcoming',
          next_payment_attempt: now() + 30 * 86_400,
          created: now(),
        };
      }
      if (method === 'GET' && !id)
        return list(
          invoices.filter((i) => i.customer === params.customer),
          '/v1/invoices',
        );
    }
    throw new StripeFailure(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` });
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      requests.push(`${method} ${url.pathname}`);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const key = req.headers['idempotency-key'];
      const known = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (known) return send(known.status, known.body);
      const params = parseStripeForm(
        method === 'GET' || method === 'DELETE' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'),
      );
      let answer: { status: number; body: unknown };
      try {
        answer = { status: 200, body: handle(method, url.pathname, params) };
      } catch (err) {
        if (!(err instanceof StripeFailure)) throw err;
        answer = { status: err.status, body: { error: err.body } };
      }
      if (typeof key === 'string' && method === 'POST') idempotent.set(key, answer);
      send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    customers,
    subscriptions,
    requests,
    deliveries,
    setWebhook: (w) => {
      webhook = w;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function failWith(err: Error): never {
  throw err;
}
