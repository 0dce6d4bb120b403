export { bootSystem, type System } from './system.ts';
export { ApiClient, ApiError } from './api-client.ts';
export { seedDemo, DEMO_LOGINS, DEMO_COMPANY } from './seed.ts';
export { settingsCatalog } from './settings-catalog.ts';
export { builtEntry, nodeFlags, NODE_TUNING_ENV, PROCESS_NAMES, processCommand, sourceEntry, type ProcessName } from './processes.ts';
export { buildProcesses, startBuiltSystem, type BuiltProcess, type BuiltSystem } from './built-system.ts';
