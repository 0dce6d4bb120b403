// `npm run db:backup -- [folder]` and `npm run db:restore -- <service> <file>`: the service databases
// named by DATABASE_URL and DATABASE_PREFIX (docs/runbook.md, Backups).
import { readConfig, settingsSource } from '@takt/kit';
import { SERVICES, type ServiceName } from '@takt/proto';
import { backupDatabases, restoreDatabase } from './backup.ts';

const config = readConfig(settingsSource());
const [command, ...args] = process.argv.slice(2);
if (command === 'backup') {
  const files = await backupDatabases(config, args[0] ?? 'backups');
  console.log(files.length ? files.join('\n') : 'No service database found under this DATABASE_PREFIX.');
} else if (command === 'restore' && SERVICES.includes(args[0] as ServiceName) && args[1]) {
  await restoreDatabase(config, args[0] as ServiceName, args[1]);
  console.log(`Restored ${args[1]} into ${config.DATABASE_PREFIX}${args[0]}; start the service to apply newer migrations.`);
} else {
  console.error(`Use: backup [folder] | restore <${SERVICES.join('|')}> <file>`);
  process.exit(2);
}
