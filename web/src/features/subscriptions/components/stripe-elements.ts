// Stripe Elements collects the card in Stripe's own frame and answers a token: no card number
// passes through the app or our servers. The loader is injectable: the browser tests (and any
// machine without internet) put a stand-in on `window.taktStripeElements` instead of Stripe's script.

export interface CardCollector {
  mount(element: HTMLElement): void;
  createToken(): Promise<{ tokenId?: string; error?: string }>;
  destroy(): void;
}
export type ElementsLoader = (publishableKey: string) => Promise<CardCollector>;

declare global {
  interface Window {
    /** A stand-in for Stripe.js; set before the app loads (tests). */
    taktStripeElements?: ElementsLoader;
    Stripe?: (key: string) => StripeJs;
  }
}

interface StripeCardElement {
  mount(el: HTMLElement): void;
  destroy(): void;
}
interface StripeJs {
  elements(): { create(type: 'card', options?: object): StripeCardElement };
  createToken(card: StripeCardElement): Promise<{ token?: { id: string }; error?: { message?: string } }>;
}

const STRIPE_JS = 'https://js.stripe.com/v3/';
let script: Promise<void> | undefined;

function loadScript(): Promise<void> {
  script ??= new Promise<void>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = STRIPE_JS;
    tag.onload = () => resolve();
    tag.onerror = () => {
      script = undefined;
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.appendChild(tag);
  });
  return script;
}

/** Stripe.js from Stripe (the only place it may come from), its card element as a collector. */
const stripeJsLoader: ElementsLoader = async (publishableKey) => {
  await loadScript();
  const stripe = window.Stripe!(publishableKey);
  const card = stripe.elements().create('card', { hidePostalCode: true });
  return {
    mount: (el) => card.mount(el),
    destroy: () => card.destroy(),
    async createToken() {
      const { token, error } = await stripe.createToken(card);
      return token ? { tokenId: token.id } : { error: error?.message ?? 'card error' };
    },
  };
};

export const loadCardCollector: ElementsLoader = (key) => (window.taktStripeElements ?? stripeJsLoader)(key);
