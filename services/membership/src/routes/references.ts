import { dtoOf, type Router } from '@takt/kit';
import { membershipContracts as routes, Reference, Skill } from '@takt/proto';
import { addReferences } from '../operations/add-references.ts';
import { deleteReference } from '../operations/delete-reference.ts';
import { getAllReferences } from '../operations/get-all-references.ts';
import { getReference } from '../operations/get-reference.ts';
import { tableOf } from '../operations/reference-steps.ts';
import { updateReference } from '../operations/update-reference.ts';
import { updateSkill } from '../operations/update-skill.ts';
import type { Client } from '../store/client.ts';

const toDto = dtoOf(Reference);
const toSkillDto = dtoOf(Skill);

export function referenceRoutes(r: Router<Client>): void {
  r.list(routes.listReferencesByTable, {
    model: (tx) => tx.referenceEntry,
    where: ({ params }) => ({ tableName: tableOf(params.table) }),
    map: toDto,
  });
  r.handle(routes.getAllReferencesByTable, async ({ params, db }) => (await getAllReferences(db, params.table)).map(toDto));
  r.handle(routes.getReference, async ({ params, db }) => toDto(await getReference(db, params.table, params.id)));
  r.handle(routes.createReference, async ({ params, body, db, user }) => ({
    id: (await addReferences(db, user, params.table, [body]))[0]!,
  }));
  r.handle(routes.addReferences, ({ params, body, db, user }) => addReferences(db, user, params.table, body.entries));
  r.handle(routes.updateReference, async ({ params, body, db, user }) =>
    toDto(await updateReference(db, user, params.table, params.id, body)),
  );
  r.handle(routes.deleteReference, ({ params, db, user }) => deleteReference(db, user, params.table, params.id));

  r.handle(routes.getSkill, async ({ params, db }) => toSkillDto(await getReference(db, 'Skill', params.id)));
  r.handle(routes.getAllSkills, async ({ query, db }) => (await getAllReferences(db, 'Skill', query.activeOnly)).map(toSkillDto));
  r.list(routes.listSkills, {
    model: (tx) => tx.referenceEntry,
    where: ({ query }) => ({ tableName: 'Skill', ...(query.activeOnly ? { active: true } : {}) }),
    map: toSkillDto,
  });
  r.handle(routes.updateSkill, async ({ params, body, db }) => toSkillDto(await updateSkill(db, params.id, body)));
  r.handle(routes.deleteSkill, ({ params, db, user }) => deleteReference(db, user, 'Skill', params.id));
}
