export * from './errors.ts';
export * from './context.ts';
export {
  readConfig,
  readSettings,
  settingsSource,
  describeSettings,
  productionSettings,
  trustedProxies,
  SettingsError,
  KIT_SETTINGS,
  SETTING_NAMES,
  PRODUCTION,
  PRODUCTION_SETTINGS,
  type KitConfig,
  type SettingsSchema,
  type SettingsSource,
} from './config.ts';
export { createLogger, type Logger } from './logger.ts';
export { labelRoute, ProcessMetrics, type EventOutcome, type OutboxBacklog, type PoolFigures } from './metrics.ts';
export { startTelemetry, stopTelemetry, tracingOn } from './telemetry.ts';
export { traceRequests, withClientSpan } from './http/tracing.ts';
export { signCaller, verifyCaller } from './http/caller-signature.ts';
export { signUploadToken, verifyUploadToken, UPLOAD_TOKEN_TTL_MS, type UploadTokenClaims } from './http/upload-token.ts';
export { parseInput, parseQuery, camelKeys } from './http/validate.ts';
export { answerAsDocument } from './http/print.ts';
export { authorize } from './http/authorize.ts';
export { toErrorResponse, installErrorHandler } from './http/error-handler.ts';
export { createHttpApp } from './http/app.ts';
export { clientAddress } from './http/client-address.ts';
export { JsonText, Router, type HandlerContext, type ListSpec } from './http/router.ts';
export { dtoOf } from './http/dto.ts';
export {
  startService,
  contractsWithoutHandler,
  type ServiceDefinition,
  type ServiceDeps,
  type NoSettings,
  type RunningService,
  type Infrastructure,
} from './http/service.ts';
export { connectInfrastructure } from './infrastructure.ts';
export { runServiceProcess } from './http/process.ts';
export { createDb, type Db, type TxClient, type PrismaLike } from './db/tenant-db.ts';
export { migrate, listMigrations } from './db/migrate.ts';
export { provisionDatabase, dropDatabase, dropDatabasesWithPrefix } from './db/provision.ts';
export * from './bus/index.ts';
export * from './cache/index.ts';
export { publishEvent, publishEvents, buildEnvelope } from './events/outbox.ts';
export { OutboxRelay } from './events/relay.ts';
export { EVENT_RECORD_DAYS, pruneEventRecords, type Pruned } from './events/retention.ts';
export { runBackfills, type Backfill } from './events/backfill.ts';
export { packRows, unpackRows } from './events/packed-rows.ts';
export { consumersOf, MAX_DELIVERIES, MAX_WAITS, NotYet, type Consumer, type AfterCommit, type SqlEffect } from './events/consumers.ts';
export { type ConsumerStats } from './events/inbox.ts';
export * from './odata/index.ts';
export { toDbDate, fromDbDate, localDate, DEFAULT_TIME_ZONE } from './db/dates.ts';
export { currentTraceContext, withEventSpan } from './events/trace.ts';
export { bury, buriedAt, buriedSql, isBuried, type TombstoneKind } from './events/tombstones.ts';
export {
  knownIn,
  knownSoon,
  recordNamed,
  writeUnlessNewer,
  READ_MODEL_WAITS_MS,
  type NamedReadModel,
  type StampedTable,
} from './events/read-model.ts';
export { lockUntilCommit } from './db/lock.ts';
export { isUniqueViolation } from './db/unique-violation.ts';
export { acceptUploads, readUploadForm, type UploadForm, type UploadedFile } from './http/multipart.ts';
export { sniffImageType, type ImageType } from './http/image-type.ts';
export { SERVICE_PORTS, GATEWAY_PORT } from './ports.ts';
export { prismaClientFactory } from './db/prisma-client.ts';
export { rawSql, type RawSql } from './db/raw-sql.ts';
export { literalSql, type LiteralSql, type SqlTag } from './db/atomic.ts';
export { KeyedBatcher, outcomeOf, type Outcome } from './batcher.ts';
export { within } from './within.ts';
export { CHROMIUM_FLAGS } from './chromium-flags.ts';
