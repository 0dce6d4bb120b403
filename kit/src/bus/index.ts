export type { Bus, BusMessage, Subscription } from './bus.ts';
export { streamOf, subjectMatches } from './bus.ts';
export { MemoryBus } from './memory-bus.ts';
export { NatsBus } from './nats-bus.ts';
