import { identityUserContracts as routes } from '@takt/proto/http/identity/users';

/**
 * Employees and trainers are the same user rows behind two route families (spec section 2):
 * each kind names its contracts, its screens, its permission prefix and its texts.
 */
export const STAFF_KINDS = {
  employee: {
    resource: 'employees',
    base: '/employees',
    flag: 'employees',
    list: routes.listEmployees,
    get: routes.getEmployee,
    create: routes.createEmployee,
    update: routes.updateEmployee,
    remove: routes.deleteEmployee,
  },
  trainer: {
    resource: 'trainers',
    base: '/trainers',
    flag: 'trainers',
    list: routes.listTrainers,
    get: routes.getTrainer,
    create: routes.createTrainer,
    update: routes.updateTrainer,
    remove: routes.deleteTrainer,
  },
} as const;
export type StaffKind = keyof typeof STAFF_KINDS;
