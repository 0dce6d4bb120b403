import { fail, type Router } from '@takt/kit';
import { ErrorCode, identityUserContracts as routes } from '@takt/proto';
import { isNewItem } from '../domain/user-rules.ts';
import { countActiveAdminsManagers } from '../operations/count-active-admins-managers.ts';
import { deleteUser } from '../operations/delete-user.ts';
import { getLicenceInfo } from '../operations/get-licence-info.ts';
import { getUser } from '../operations/get-user.ts';
import { saveUser } from '../operations/save-user.ts';
import { updateAuthorities } from '../operations/update-authorities.ts';
import { updateUser } from '../operations/update-user.ts';
import type { Client } from '../store/client.ts';
import { kindScope, toUserDto, type UserKind } from '../store/users.ts';

const CONTRACTS = {
  employee: [routes.createEmployee, routes.updateEmployee, routes.getEmployee, routes.deleteEmployee, routes.listEmployees],
  trainer: [routes.createTrainer, routes.updateTrainer, routes.getTrainer, routes.deleteTrainer, routes.listTrainers],
} as const;

/** The create, read, update, delete and list routes of one kind (both live in app_user). */
function userKindRoutes(r: Router<Client>, kind: UserKind) {
  const [create, update, get, remove, list] = CONTRACTS[kind];

  r.handle(create, ({ body, db, cache, user }) => saveUser(db, cache, user, kind, body));

  r.handle(update, async ({ body, db, cache, user }) => {
    if (isNewItem(body.id))
      throw fail(ErrorCode.ValidationFailed, 'An update needs the id', { fields: [{ field: 'id', message: 'required' }] });
    return toUserDto(await updateUser(db, cache, user, kind, body.id!, body));
  });

  r.handle(get, async ({ params, db }) => toUserDto(await getUser(db, kind, params.id)));

  r.handle(remove, async ({ params, db, cache, user }) => {
    await deleteUser(db, cache, user, kind, params.id);
    return { ok: true };
  });

  r.list(list, {
    model: (tx) => tx.user,
    map: toUserDto,
    // Spec section 5: employee lists leave trainer-only accounts out unless includeTrainers is set.
    where: ({ query }) => kindScope(kind, query.includeTrainers),
  });
}

export function employeeRoutes(r: Router<Client>): void {
  userKindRoutes(r, 'employee');
  userKindRoutes(r, 'trainer');

  r.handle(routes.countActiveAdminsManagers, ({ db }) => countActiveAdminsManagers(db));
  r.handle(routes.licenceInfo, ({ db }) => getLicenceInfo(db));

  r.handle(routes.updateAuthorities, async ({ body, db, user }) => toUserDto(await updateAuthorities(db, user, body)));
}
