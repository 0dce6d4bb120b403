export { bootSystem, type System } from './system.ts';
export { ApiClient, ApiError } from './api-client.ts';
export { seedDemo, DEMO_LOGINS, DEMO_COMPANY } from './seed.ts';
export { settingsCatalog } from './settings-catalog.ts';
