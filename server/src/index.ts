export { createApp, type App, type AppDeps } from './app.ts';
export { loadConfig, type Config } from './config.ts';
export { openSqlite, type SqliteStores } from './store/sqlite.ts';
export { openApiDocument, OPERATIONS } from './openapi.ts';
export { ajv, validator, schemas } from './schemas.ts';
export { lockDataDir, DataDirInUse, type DataDirLock } from './lifecycle/data-dir-lock.ts';
