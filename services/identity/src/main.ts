import { runServiceProcess } from '@takt/kit';
import { identityService } from './service.ts';

await runServiceProcess(identityService);
