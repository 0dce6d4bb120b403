import type { Role } from '../../roles.ts';
import { Created, IdParams, odataList } from '../common.ts';
import { route } from '../contract.ts';
import { IncludeTrainersQuery, LocaleParams, User, UserInput, userOData } from './users.schemas.ts';

/** The create, update, get, delete and list routes Employees and Trainers share (identity-users.ts). */
export const userCrudContracts = (who: 'Employees' | 'Trainers', access: readonly Role[], flag: 'employees' | 'trainers') =>
  ({
    create: route({
      method: 'POST',
      path: `/api/${who}/:locale`,
      service: 'identity',
      access,
      permission: `${flag}CreateDelete`,
      summary: `Create a user (${who.toLowerCase()}); a random password when none is given`,
      params: LocaleParams,
      body: UserInput,
      response: Created,
    }),
    update: route({
      method: 'PUT',
      path: `/api/${who}/:locale`,
      service: 'identity',
      access,
      permission: `${flag}Edit`,
      summary: `Update a user (${who.toLowerCase()}); the id is in the body`,
      params: LocaleParams,
      body: UserInput,
      response: User,
    }),
    get: route({
      method: 'GET',
      path: `/api/${who}/:id`,
      service: 'identity',
      access,
      permission: `${flag}View`,
      summary: `One user (${who.toLowerCase()})`,
      params: IdParams,
      response: User,
    }),
    delete: route({
      method: 'DELETE',
      path: `/api/${who}/:id`,
      service: 'identity',
      access,
      permission: `${flag}CreateDelete`,
      summary: `Delete a user (${who.toLowerCase()}; soft, the login then answers "deleted")`,
      params: IdParams,
    }),
    list: route({
      method: 'GET',
      path: `/odata/${who}`,
      service: 'identity',
      access,
      permission: `${flag}View`,
      summary:
        who === 'Employees'
          ? 'Employees as an OData list (trainer-only accounts only with includeTrainers=true)'
          : 'Trainers as an OData list',
      odata: userOData,
      query: IncludeTrainersQuery,
      response: odataList(User),
    }),
  }) as const;
