import { fail, notFound, type ODataResource, type Router } from '@takt/kit';
import { Authority, ErrorCode, identityUserRoutes as routes } from '@takt/proto';
import { isNewItem } from '../domain/user-rules.ts';
import type { Client } from '../store/client.ts';
import { licenceInfo } from '../store/licences.ts';
import { createUser, deleteUser, updateAuthorities, updateUser } from '../store/save-user.ts';
import { kindScope, toUserDto, type UserKind } from '../store/users.ts';

export const userResource: ODataResource = {
  fields: {
    id: { type: 'uuid' },
    userName: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    street: { type: 'string' },
    zip: { type: 'string' },
    city: { type: 'string' },
    salutation: { type: 'string' },
    active: { type: 'boolean' },
    unlocked: { type: 'boolean' },
    isIntern: { type: 'boolean' },
    fromDate: { type: 'date' },
    tillDate: { type: 'date' },
    birthday: { type: 'date' },
    attendeeId: { type: 'uuid' },
    lastLoginDate: { type: 'datetime' },
    createdDate: { type: 'datetime' },
  },
  // Spec section 9: isOnline desc, active desc, lastName, firstName (presence is not kept here).
  defaultOrder: [
    { name: 'active', direction: 'desc' },
    { name: 'lastName', direction: 'asc' },
    { name: 'firstName', direction: 'asc' },
  ],
  defaultTop: 10,
};

const LABEL: Record<UserKind, string> = { employee: 'Employee', trainer: 'Trainer' };

const CONTRACTS = {
  employee: [routes.createEmployee, routes.updateEmployee, routes.getEmployee, routes.deleteEmployee, routes.listEmployees],
  trainer: [routes.createTrainer, routes.updateTrainer, routes.getTrainer, routes.deleteTrainer, routes.listTrainers],
} as const;

/** The create, read, update, delete and list routes of one kind (both live in app_user). */
function userKindRoutes(r: Router<Client>, kind: UserKind) {
  const [create, update, get, remove, list] = CONTRACTS[kind];

  r.handle(create, async ({ body, db, cache, user }) => {
    // Save rule: a POST that carries an id updates.
    if (!isNewItem(body.id)) return { id: (await updateUser(db, cache, user, kind, body.id!, body)).id };
    return createUser(db, user, kind, body);
  });

  r.handle(update, async ({ body, db, cache, user }) => {
    if (isNewItem(body.id))
      throw fail(ErrorCode.ValidationFailed, 'An update needs the id', { fields: [{ field: 'id', message: 'required' }] });
    return toUserDto(await updateUser(db, cache, user, kind, body.id!, body));
  });

  r.handle(get, async ({ params, db }) => {
    const row = await db.tx((tx) => tx.user.findFirst({ where: { id: params.id, ...kindScope(kind) } }));
    if (!row) throw notFound(LABEL[kind]);
    return toUserDto(row);
  });

  r.handle(remove, async ({ params, db, cache, user }) => {
    await deleteUser(db, cache, user, kind, params.id);
    return { ok: true };
  });

  r.list(list, {
    resource: userResource,
    model: (tx) => tx.user,
    map: toUserDto,
    // Spec section 5: employee lists leave trainer-only accounts out unless includeTrainers is set.
    scope: (ctx) => kindScope(kind, String(ctx.query.includeTrainers ?? ctx.query.IncludeTrainers ?? '').toLowerCase() === 'true'),
  });
}

export function employeeRoutes(r: Router<Client>): void {
  userKindRoutes(r, 'employee');
  userKindRoutes(r, 'trainer');

  r.handle(routes.countActiveAdminsManagers, async ({ db }) => {
    const count = await db.tx((tx) =>
      tx.user.count({ where: { active: true, deletedDate: null, authorities: { hasSome: [Authority.Admin, Authority.Manager] } } }),
    );
    return { count };
  });

  r.handle(routes.licenceInfo, async ({ db }) => db.tx((tx) => licenceInfo(tx)));

  r.handle(routes.updateAuthorities, async ({ body, db, user }) => toUserDto(await updateAuthorities(db, user, body)));
}
