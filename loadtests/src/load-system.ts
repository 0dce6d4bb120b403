import { connectInfrastructure, dropDatabasesWithPrefix, settingsSource } from '@takt/kit';
import { ApiClient, bootSystem, DEMO_LOGINS, seedDemo } from '@takt/standalone';

export interface Me {
  account: { id: string; authorities: string[] };
  company: { id: string };
}

/**
 * The system every runner measures: booted in-process on its own databases with the demo data,
 * signed in as the demo admin, with `settings` on top of the environment's. `close` stops it and drops the databases.
 */
export async function bootLoadSystem(settings: Record<string, string> = {}) {
  const infra = await connectInfrastructure(
    'loadtest',
    settingsSource({ DATABASE_PREFIX: settingsSource().DATABASE_PREFIX ?? 'takt_load_', LOG_LEVEL: 'warn', ...settings }),
  );
  const { config } = infra;
  // The gateway on its own thread, as the standalone start runs it.
  const system = await bootSystem(infra, { gatewayThread: true });
  await seedDemo(system.gatewayUrl);
  const api = new ApiClient(system.gatewayUrl);
  await api.login(DEMO_LOGINS[0].username, DEMO_LOGINS[0].password);
  const me = await api.get<Me>('/api/Users/GetMe');
  const close = async () => {
    await system.close();
    await infra.bus.close();
    await infra.cache.close();
    await dropDatabasesWithPrefix(config.DATABASE_URL, config.DATABASE_PREFIX);
  };
  return { infra, config, system, api, me, close };
}
