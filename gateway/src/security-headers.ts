import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const ONE_YEAR_SECONDS = 31_536_000;
/** The public calendar page, which studios embed in their own sites (widget.js): any site may frame it. */
const EMBEDDABLE = /^\/public-view\/[^/?]+(\?|$)/;

function allowFraming(reply: FastifyReply): void {
  const csp = String(reply.getHeader('content-security-policy') ?? '');
  void reply.header('content-security-policy', csp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
}

/**
 * Security headers on every answer, the web app's and the API's. The built app loads its scripts
 * from /assets only (no inline script); MUI's emotion writes <style> elements at run time, so
 * styles may be inline. Images come as data: or blob: URLs too (logo preview, QR codes).
 * Stripe Elements (the card form of /company-subscriptions) is Stripe's script and frames, which
 * must come from Stripe's hosts (PCI); nothing else of the app is loaded from elsewhere.
 */
const STRIPE_JS = 'https://js.stripe.com';
const STRIPE_FRAMES = [STRIPE_JS, 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

const OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", STRIPE_JS],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", STRIPE_API],
      frameSrc: ["'self'", ...STRIPE_FRAMES],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Over plain HTTP the header is meaningless and would pin a dev host to HTTPS: sent below when TLS.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers for these options, worked out once: nothing in them depends on the request (no
 * nonces), and helmet building them again for every answer cost the gateway about 0.4 ms of CPU
 * per request (a quarter of a proxied read). Helmet only sets and removes headers on the response.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(OPTIONS)({} as IncomingMessage, res as unknown as ServerResponse, () => undefined);
  return headers;
}

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_req, reply, done) => {
    void reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (req, reply) => {
    // req.protocol follows X-Forwarded-Proto from trusted proxies only (TRUSTED_PROXIES).
    if (req.protocol === 'https') void reply.header('strict-transport-security', `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`);
    if (EMBEDDABLE.test(req.url)) allowFraming(reply);
    // Other sites load the widget's script; the default same-origin policy would block it.
    if (req.url === '/widget.js') void reply.header('cross-origin-resource-policy', 'cross-origin');
  });
}
