export { createGateway, API_VERSION, type Gateway, type GatewayOptions } from './app.ts';
export { HUB_PATH, SESSION_ENDED_CLOSE } from './hub.ts';
export { RS, frame, parseFrames } from './hub-protocol.ts';
export { gatewaySettings, serviceUrls, type GatewaySettings } from './settings.ts';
export { LOGIN_RULE, PUBLIC_RULE } from './rate-limit.ts';
export { SessionCheck, STAMP_CACHE_MS } from './session-check.ts';
export type { HopAnswer, HopRequest, LocalHop } from './proxy.ts';
