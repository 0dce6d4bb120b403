import { PRODUCTION, SERVICE_PORTS } from '@takt/kit';
import { SERVICES, type ServiceName } from '@takt/proto';
import { z } from 'zod';

const serviceUrl = (s: ServiceName) =>
  z
    .url()
    .default(`http://127.0.0.1:${SERVICE_PORTS[s]}`)
    .meta({ description: `Address of the ${s} service.`, ...PRODUCTION });

/** The gateway's own settings besides kit's: where each service answers, and what it serves. */
export const gatewaySettings = z.object({
  ...(Object.fromEntries(SERVICES.map((s) => [`${s.toUpperCase()}_URL`, serviceUrl(s)])) as Record<
    `${Uppercase<ServiceName>}_URL`,
    ReturnType<typeof serviceUrl>
  >),
  GIT_COMMIT: z
    .string()
    .default('dev')
    .meta({ description: 'Commit the build came from, shown by `/api/info` (the start script and the image set it).' }),
  WEB_ROOT: z.string().optional().meta({ description: 'Folder of the built web app; default `web/dist` in the repository.' }),
});
export type GatewaySettings = z.infer<typeof gatewaySettings>;

/** `<NAME>_URL` per service. */
export function serviceUrls(settings: GatewaySettings): Record<ServiceName, string> {
  return Object.fromEntries(SERVICES.map((s) => [s, settings[`${s.toUpperCase() as Uppercase<ServiceName>}_URL`]])) as Record<
    ServiceName,
    string
  >;
}
