import { runServiceProcess } from '@takt/kit';
import { documentsService } from './service.ts';

await runServiceProcess(documentsService);
