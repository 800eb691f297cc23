import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { PagegradeError } from '../errors.ts';
import { CONFIG_SCHEMA, type PagegradeConfig } from './schema.ts';

/** The names a configuration file may have, in the order they are looked for in each folder. */
export const CONFIG_NAMES = ['pagegrade.config.json', 'pagegrade.config.js', 'pagegrade.config.mjs'] as const;

export interface LoadedConfig {
  /** The file's absolute path; paths in it (plugins) are relative to its folder. */
  path: string;
  config: PagegradeConfig;
}

let validate: ReturnType<Ajv2020['compile']> | undefined;

function describe(errors: ErrorObject[] | null | undefined): string {
  const parts = (errors ?? []).slice(0, 4).map((e) => {
    const at = e.instancePath || '(the top level)';
    if (e.keyword === 'additionalProperties') return `${at} has an unknown property "${(e.params as { additionalProperty: string }).additionalProperty}"`;
    if (e.keyword === 'enum') return `${at} must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
    return `${at} ${e.message ?? 'is invalid'}`;
  });
  return [...new Set(parts)].join('; ');
}

/** Checks a configuration against the schema; throws an `invalid_request` error that names the file and the place. */
export function validateConfig(value: unknown, path: string): PagegradeConfig {
  validate ??= new Ajv2020({ allErrors: true, strict: true, strictRequired: false }).compile(CONFIG_SCHEMA);
  if (!validate(value)) throw new PagegradeError('invalid_request', `${path}: ${describe(validate.errors)}.`);
  return value as PagegradeConfig;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then((s) => s.isFile(), () => false);
}

/** The nearest configuration file in `from` or a folder above it, or null. */
export async function findConfig(from: string): Promise<string | null> {
  for (let dir = resolve(from); ; ) {
    for (const name of CONFIG_NAMES) if (await isFile(join(dir, name))) return join(dir, name);
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

/** Reads and validates one configuration file: JSON, or a module whose default export is the configuration. */
export async function readConfig(file: string): Promise<LoadedConfig> {
  const path = resolve(file);
  let value: unknown;
  if (/\.[cm]?js$/i.test(path)) {
    if (!(await isFile(path))) throw new PagegradeError('invalid_request', `Cannot read the configuration file ${file}: no such file.`);
    try {
      value = ((await import(pathToFileURL(path).href)) as { default?: unknown }).default;
    } catch (err) {
      throw new PagegradeError('invalid_request', `Cannot load the configuration file ${file}: ${(err as Error).message}`);
    }
  } else {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (err) {
      throw new PagegradeError('invalid_request', `Cannot read the configuration file ${file}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}.`);
    }
    try {
      value = JSON.parse(text);
    } catch (err) {
      throw new PagegradeError('invalid_request', `${file} is not valid JSON: ${(err as Error).message}`);
    }
  }
  return { path, config: validateConfig(value, file) };
}

/**
 * The configuration in effect: the file given (`--config`), else the nearest one from `cwd`
 * upwards, else none.
 */
export async function loadConfig(options: { cwd?: string; file?: string | null } = {}): Promise<LoadedConfig | null> {
  if (options.file) return readConfig(resolve(options.cwd ?? process.cwd(), options.file));
  const found = await findConfig(options.cwd ?? process.cwd());
  return found ? readConfig(found) : null;
}
