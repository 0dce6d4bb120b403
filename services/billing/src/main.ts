import { runServiceProcess } from '@takt/kit';
import { billingService } from './service.ts';

await runServiceProcess(billingService);
