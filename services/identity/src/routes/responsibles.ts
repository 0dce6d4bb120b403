import type { Router } from '@takt/kit';
import { identityOrganisationContracts as routes } from '@takt/proto';
import { replaceDepartmentResponsibles } from '../operations/replace-department-responsibles.ts';
import { replaceLocationResponsibles } from '../operations/replace-location-responsibles.ts';
import type { Client } from '../store/client.ts';
import type { DepartmentResponsible, LocationResponsible } from '../store/generated/client.ts';
import { withNames } from '../store/responsibles.ts';

type Row = (DepartmentResponsible | LocationResponsible) & { responsibleFullName?: string };

const toDto = (r: Row) => ({
  id: r.id,
  companyId: r.companyId,
  ...('departmentId' in r ? { departmentId: r.departmentId } : { locationId: r.locationId }),
  responsibleId: r.responsibleId,
  responsibleFullName: r.responsibleFullName ?? '',
});

/** Responsibles of departments and locations; AddMultiple replaces the whole set. */
export function responsibleRoutes(r: Router<Client>): void {
  r.handle(routes.addDepartmentResponsibles, async ({ body, db }) =>
    (await replaceDepartmentResponsibles(db, body.departmentId, body.responsibleIds)).map(toDto),
  );
  r.handle(routes.addLocationResponsibles, async ({ body, db }) =>
    (await replaceLocationResponsibles(db, body.locationId, body.responsibleIds)).map(toDto),
  );
  r.list(routes.listDepartmentResponsibles, {
    model: (tx) => tx.departmentResponsible,
    enrich: (tx, rows: DepartmentResponsible[]) => withNames(tx, rows),
    map: toDto,
  });
  r.list(routes.listLocationResponsibles, {
    model: (tx) => tx.locationResponsible,
    enrich: (tx, rows: LocationResponsible[]) => withNames(tx, rows),
    map: toDto,
  });
}
