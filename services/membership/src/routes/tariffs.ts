import { dtoOf, type Router } from '@takt/kit';
import { membershipContracts as routes, Tariff, TariffRef } from '@takt/proto';
import { createTariffRef } from '../operations/create-tariff-ref.ts';
import { createTariff } from '../operations/create-tariff.ts';
import { deleteTariffRef } from '../operations/delete-tariff-ref.ts';
import { deleteTariff } from '../operations/delete-tariff.ts';
import { getAllTariffRefs } from '../operations/get-all-tariff-refs.ts';
import { getAllTariffs } from '../operations/get-all-tariffs.ts';
import { getTariffRef } from '../operations/get-tariff-ref.ts';
import { getTariff } from '../operations/get-tariff.ts';
import { updateTariffRef } from '../operations/update-tariff-ref.ts';
import { updateTariff } from '../operations/update-tariff.ts';
import type { Client } from '../store/client.ts';
import type { TariffRefRow } from '../store/tariffs.ts';

const toDto = dtoOf(Tariff);
const toRefDto = dtoOf(TariffRef, (r: TariffRefRow) => ({ membershipTypeName: r.membershipType.name }));

export function tariffRoutes(r: Router<Client>): void {
  r.list(routes.listTariffs, { model: (tx) => tx.tariff, map: toDto });
  r.handle(routes.getAllTariffs, async ({ db }) => (await getAllTariffs(db)).map(toDto));
  r.handle(routes.getTariff, async ({ params, db }) => toDto(await getTariff(db, params.id)));
  r.handle(routes.createTariff, ({ body, db, user }) => createTariff(db, user, body));
  r.handle(routes.updateTariff, async ({ params, body, db }) => toDto(await updateTariff(db, params.id, body)));
  r.handle(routes.deleteTariff, ({ params, db }) => deleteTariff(db, params.id));

  r.handle(routes.getAllTariffRefs, async ({ query, db }) => (await getAllTariffRefs(db, query.tariffId)).map(toRefDto));
  r.handle(routes.getTariffRef, async ({ params, db }) => toRefDto(await getTariffRef(db, params.id)));
  r.handle(routes.createTariffRef, ({ body, db }) => createTariffRef(db, body));
  r.handle(routes.updateTariffRef, async ({ params, body, db }) => toRefDto(await updateTariffRef(db, params.id, body)));
  r.handle(routes.deleteTariffRef, ({ params, db }) => deleteTariffRef(db, params.id));
}
