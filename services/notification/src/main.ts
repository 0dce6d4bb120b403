import { runServiceProcess } from '@takt/kit';
import { notificationService } from './service.ts';

await runServiceProcess(notificationService);
