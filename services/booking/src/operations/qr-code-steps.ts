import { knownSoon, notFound, validationFailed, type Db, type TxClient } from '@takt/kit';
import type { QrCodeInput } from '@takt/proto';
import type { Client } from '../store/client.ts';
import { courseKnown } from '../store/course-view.ts';
import { findQrCode } from '../store/qr-codes.ts';
import type { QrCode } from '../store/generated/client.ts';
import { assertLocationKnown } from './presence-steps.ts';

/** Identity owns locations, scheduling courses: a code names one the company has (decision 0023). */
export async function assertOwnerKnown(db: Db<Client>, input: Pick<QrCodeInput, 'locationId' | 'courseId'>): Promise<void> {
  if (input.locationId) return assertLocationKnown(db, input.locationId);
  if (input.courseId && !(await knownSoon(() => db.tx((tx) => courseKnown(tx, input.courseId!))))) {
    throw validationFailed([{ field: 'courseId', message: 'unknown course' }]);
  }
}

export async function requireQrCode(tx: TxClient<Client>, id: string): Promise<QrCode> {
  const row = await findQrCode(tx, id);
  if (!row) throw notFound('QR code');
  return row;
}
