import { runServiceProcess } from '@takt/kit';
import { schedulingService } from './service.ts';

await runServiceProcess(schedulingService);
