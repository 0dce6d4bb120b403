import { dtoOf } from '@takt/kit';
import { Attendance as AttendanceDto } from '@takt/proto';
import type { CancelOutcome } from '../operations/cancel-steps.ts';
import type { Attendance } from '../store/generated/client.ts';

export const toDto = dtoOf(AttendanceDto, (a: Attendance) => ({ attendeeOnWaitingListNumber: a.waitingListNumber }));

export const outcomeDto = (o: CancelOutcome) => ({ cancelled: o.cancelled.map(toDto), promoted: o.promoted.map(toDto) });
