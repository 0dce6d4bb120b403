export * from './enums.ts';
export * from './roles.ts';
export * from './errors.ts';
export * from './caller.ts';
export type * from './odata.ts';
export * from './http/index.ts';
export * from './events/index.ts';
export * from './token.ts';
