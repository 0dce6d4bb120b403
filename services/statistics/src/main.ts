import { runServiceProcess } from '@takt/kit';
import { statisticsService } from './service.ts';

await runServiceProcess(statisticsService);
