// Runs before the app's modules. The gateway's CSP refuses eval; zod would probe `new Function`
// once when it builds its first object schema, and although the probe is caught, the browser
// reports it as a violation. jitless tells zod not to probe (its global config lives here).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
