export { createApp, loadAppKeys, type App, type AppDeps, type AppKeys } from './app.ts';
export { embeddedLimiters, type RateLimiters } from './http/rate-limit.ts';
export { loadConfig, type Config } from './config.ts';
export { openSqlite, type SqliteStores } from './store/sqlite.ts';
export { openPostgres, type PostgresStores } from './store/postgres/index.ts';
export type { JobRecord, Stores } from './store/types.ts';
export { openApiDocument, OPERATIONS } from './openapi.ts';
export { ajv, validator, schemas } from './schemas.ts';
export { lockDataDir, DataDirInUse, type DataDirLock } from './lifecycle/data-dir-lock.ts';
