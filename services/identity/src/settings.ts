import { z } from 'zod';

const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com';

/** Identity's own settings: the sign-in providers. Without a client id a provider's login answers 401. */
export const identitySettings = z.object({
  GOOGLE_CLIENT_ID: z
    .string()
    .optional()
    .meta({ description: 'OAuth client id whose Google ID tokens are accepted; Google login is off without it.' }),
  GOOGLE_JWKS_URL: z
    .url()
    .default(GOOGLE_CERTS_URL)
    .meta({ description: "Where Google's signing keys are fetched (a local stand-in in tests)." }),
  FACEBOOK_APP_ID: z
    .string()
    .optional()
    .meta({ description: 'Facebook app whose user tokens are accepted; Facebook login is off without it.' }),
  FACEBOOK_APP_SECRET: z.string().optional().meta({ description: "That app's secret (for `debug_token`)." }),
  FACEBOOK_GRAPH_URL: z
    .url()
    .default(FACEBOOK_GRAPH_URL)
    .transform((u) => u.replace(/\/+$/, ''))
    .meta({ description: 'Base address of the Graph API (a local stand-in in tests).' }),
});
export type IdentitySettings = z.infer<typeof identitySettings>;
