import { toDbDate, type TxClient } from '@takt/kit';
import type { QrCodeInput } from '@takt/proto';
import type { Client } from './client.ts';
import type { Prisma, QrCode } from './generated/client.ts';

type Tx = TxClient<Client>;

const columnsOf = (input: QrCodeInput) => ({
  name: input.name,
  active: input.active,
  validFrom: input.validFrom ? toDbDate(input.validFrom) : null,
  validTill: input.validTill ? toDbDate(input.validTill) : null,
  address: input.address || null,
  lat: input.lat ?? null,
  lng: input.lng ?? null,
  locationId: input.locationId ?? null,
  courseId: input.courseId ?? null,
  checkGps: input.checkGps,
  saveGpsByCheck: input.saveGpsByCheck,
  securityPhrase: input.securityPhrase || null,
});

export const insertQrCode = (tx: Tx, id: string, input: QrCodeInput) => tx.qrCode.create({ data: { id, ...columnsOf(input) } });

export const updateQrCodeRow = (tx: Tx, id: string, input: QrCodeInput) => tx.qrCode.update({ where: { id }, data: columnsOf(input) });

export const findQrCode = (tx: Tx, id: string): Promise<QrCode | null> => tx.qrCode.findUnique({ where: { id } });

export const deleteQrCodeRow = (tx: Tx, id: string) => tx.qrCode.deleteMany({ where: { id } });

export interface QrCodeFilter {
  active?: boolean;
  /** Valid (or not) on this local date by the validity window. */
  validOn?: { day: string; valid: boolean };
}

function validityWhere({ day, valid }: { day: string; valid: boolean }): Prisma.QrCodeWhereInput {
  const date = toDbDate(day);
  const inWindow: Prisma.QrCodeWhereInput = {
    AND: [{ OR: [{ validFrom: null }, { validFrom: { lte: date } }] }, { OR: [{ validTill: null }, { validTill: { gte: date } }] }],
  };
  return valid ? inWindow : { NOT: inWindow };
}

/** The codes of one location or course, newest first. */
export function qrCodesOf(tx: Tx, owner: { locationId: string } | { courseId: string }, f: QrCodeFilter): Promise<QrCode[]> {
  return tx.qrCode.findMany({
    where: { ...owner, ...(f.active === undefined ? {} : { active: f.active }), ...(f.validOn ? validityWhere(f.validOn) : {}) },
    orderBy: [{ createdDate: 'desc' }, { id: 'asc' }],
  });
}

/** The newest active code of a location or course. */
export const latestQrCodeOf = (tx: Tx, ownerId: string) =>
  tx.qrCode.findFirst({
    where: { active: true, OR: [{ locationId: ownerId }, { courseId: ownerId }] },
    orderBy: [{ createdDate: 'desc' }, { id: 'asc' }],
  });
