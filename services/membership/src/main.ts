import { runServiceProcess } from '@takt/kit';
import { membershipService } from './service.ts';

await runServiceProcess(membershipService);
