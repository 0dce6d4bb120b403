import { answerAsDocument, dtoOf, type Router } from '@takt/kit';
import { QrCode as QrCodeDto, bookingContracts as c } from '@takt/proto';
import { printOf } from './print.ts';
import { placeCode, selfCheckInPath } from '../domain/place-code.ts';
import { coordinatesOf } from '../operations/geocode.ts';
import { memberCodesForSheet } from '../operations/member-codes.ts';
import { createQrCode, deleteQrCode, getLatestQrCode, getQrCode, listQrCodes, updateQrCode } from '../operations/qr-codes.ts';
import type { BookingSettings } from '../settings.ts';
import type { Client } from '../store/client.ts';
import type { QrCode } from '../store/generated/client.ts';

export function qrCodeRoutes(r: Router<Client>, settings: BookingSettings): void {
  const toDto = dtoOf(QrCodeDto, (row: QrCode) => {
    const code = placeCode(settings.BOOKING_CANCEL_LINK_SECRET, { companyId: row.companyId, qrCodeId: row.id });
    return { code, qrCodeUrl: selfCheckInPath(code) };
  });
  r.handle(c.createQrCode, ({ body, db }) => createQrCode(db, body));
  r.handle(c.updateQrCode, async ({ params, body, db }) => toDto(await updateQrCode(db, params.id, body)));
  r.handle(c.deleteQrCode, ({ params, db }) => deleteQrCode(db, params.id));
  r.handle(c.getQrCode, async ({ params, db }) => toDto(await getQrCode(db, params.id)));
  r.handle(c.getLatestQrCode, async ({ params, db }) => toDto(await getLatestQrCode(db, params.id)));
  r.handle(c.getQrCodesByLocation, async ({ params, query, db }) =>
    (await listQrCodes(db, settings, { locationId: params.id }, query)).map(toDto),
  );
  r.handle(c.getQrCodesByCourse, async ({ params, query, db }) =>
    (await listQrCodes(db, settings, { courseId: params.id }, query)).map(toDto),
  );
  r.handle(c.getCoordinatesFromAddress, ({ params }) => coordinatesOf(settings, params.address));
  r.handle(c.downloadQrCodesForUsers, async ({ body, query, db, user, reply }) => {
    const codes = await memberCodesForSheet(db, settings, user, body);
    answerAsDocument(reply, printOf('qrCodeSheet', query));
    return codes;
  });
}
