import { dtoOf, type Router } from '@takt/kit';
import { membershipContracts as routes, ReferenceLink } from '@takt/proto';
import { createReferenceLink } from '../operations/create-reference-link.ts';
import { deleteReferenceLink } from '../operations/delete-reference-link.ts';
import { getAllReferenceLinks } from '../operations/get-all-reference-links.ts';
import { getReferenceLink } from '../operations/get-reference-link.ts';
import { getSkillCoverages } from '../operations/get-skill-coverages.ts';
import { setReferenceLinks } from '../operations/set-reference-links.ts';
import { updateReferenceLink } from '../operations/update-reference-link.ts';
import type { Client } from '../store/client.ts';
import { linksWithReference, type ReferenceLinkRow } from '../store/reference-links.ts';

const toDto = dtoOf(ReferenceLink, (l: ReferenceLinkRow) => ({ referenceName: l.reference.name }));

export function referenceParentRoutes(r: Router<Client>): void {
  r.list(routes.listReferenceLinks, { model: linksWithReference, map: toDto });
  r.handle(routes.getAllReferenceLinks, async ({ query, db }) => (await getAllReferenceLinks(db, query)).map(toDto));
  r.handle(routes.getSkillCoverages, ({ query, db }) => getSkillCoverages(db, query));
  r.handle(routes.getReferenceLink, async ({ params, db }) => toDto(await getReferenceLink(db, params.id)));
  r.handle(routes.createReferenceLink, ({ params, body, db, user }) => createReferenceLink(db, user, params.table, body));
  r.handle(routes.addReferenceLinks, async ({ params, body, db, user }) =>
    (await setReferenceLinks(db, user, params.table, body)).map(toDto),
  );
  r.handle(routes.updateReferenceLink, async ({ params, body, db, user }) =>
    toDto(await updateReferenceLink(db, user, params.table, params.id, body)),
  );
  r.handle(routes.deleteReferenceLink, ({ params, db, user }) => deleteReferenceLink(db, user, params.id));
}
