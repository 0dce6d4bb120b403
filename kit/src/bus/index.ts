export type { BatchHandler, Bus, BusMessage, Subscription } from './bus.ts';
export { MAX_BATCH, producerOf, streamOf, subjectMatches } from './bus.ts';
export { MemoryBus } from './memory-bus.ts';
export { NatsBus } from './nats-bus.ts';
