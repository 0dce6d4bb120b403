import { randomUUID } from 'node:crypto';
import { localDate, notFound, type Db } from '@takt/kit';
import type { QrCodeInput } from '@takt/proto';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import { courseKnown } from '../store/course-view.ts';
import type { QrCode } from '../store/generated/client.ts';
import { locationKnown } from '../store/location-view.ts';
import { deleteQrCodeRow, insertQrCode, latestQrCodeOf, qrCodesOf, updateQrCodeRow } from '../store/qr-codes.ts';
import { assertOwnerKnown, requireQrCode } from './qr-code-steps.ts';

export async function createQrCode(db: Db<Client>, input: QrCodeInput): Promise<{ id: string }> {
  await assertOwnerKnown(db, input);
  return db.tx(async (tx) => ({ id: (await insertQrCode(tx, randomUUID(), input)).id }));
}

export async function updateQrCode(db: Db<Client>, id: string, input: QrCodeInput): Promise<QrCode> {
  await db.tx((tx) => requireQrCode(tx, id));
  await assertOwnerKnown(db, input);
  return db.tx(async (tx) => {
    await requireQrCode(tx, id);
    return updateQrCodeRow(tx, id, input);
  });
}

export function deleteQrCode(db: Db<Client>, id: string): Promise<void> {
  return db.tx(async (tx) => {
    if ((await deleteQrCodeRow(tx, id)).count === 0) throw notFound('QR code');
  });
}

export const getQrCode = (db: Db<Client>, id: string) => db.tx((tx) => requireQrCode(tx, id));

export function getLatestQrCode(db: Db<Client>, ownerId: string): Promise<QrCode> {
  return db.tx(async (tx) => {
    const row = await latestQrCodeOf(tx, ownerId);
    if (!row) throw notFound('QR code');
    return row;
  });
}

type ListFilter = { active?: boolean; valid?: boolean };

/** A location's or course's codes; another company's (or an unknown) location or course is a 404. */
export function listQrCodes(
  db: Db<Client>,
  settings: BookingSettings,
  owner: { locationId: string } | { courseId: string },
  filter: ListFilter,
): Promise<QrCode[]> {
  const today = localDate(new Date(), settings.BOOKING_TIME_ZONE);
  return db.tx(async (tx) => {
    if ('locationId' in owner ? !(await locationKnown(tx, owner.locationId)) : !(await courseKnown(tx, owner.courseId))) {
      throw notFound('locationId' in owner ? 'Location' : 'Course');
    }
    return qrCodesOf(tx, owner, {
      active: filter.active,
      validOn: filter.valid === undefined ? undefined : { day: today, valid: filter.valid },
    });
  });
}
