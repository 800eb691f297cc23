import { CONFIG_SCHEMA } from './schema.ts';

/** schemas/config/PagegradeConfig.json as `npm run docs` writes it (a test holds the file to it). */
export function configSchemaFile(): string {
  return `${JSON.stringify(CONFIG_SCHEMA, null, 2)}\n`;
}
