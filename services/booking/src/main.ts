import { runServiceProcess } from '@takt/kit';
import { bookingService } from './service.ts';

await runServiceProcess(bookingService);
