import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rootFolder } from './shipped.ts';
import { Ajv2020, type ValidateFunction, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

export const SCHEMA_BASE = 'https://pagegrade.dev/schemas/v1/';
const dir = fileURLToPath(rootFolder('schemas'));

// ajv-formats is CommonJS with an ES default in its typings; take whichever Node gives.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

/** Every schema in schemas/, by title (file name without .json). One source for validation and OpenAPI. */
export const schemas: Record<string, Record<string, unknown>> = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown>]),
);

export const ajv = new Ajv2020({ allErrors: true, strict: true, useDefaults: true, coerceTypes: false });
addFormats(ajv);
for (const s of Object.values(schemas)) ajv.addSchema(s);

const cache = new Map<string, ValidateFunction>();

export function validator(name: string): ValidateFunction {
  let v = cache.get(name);
  if (!v) {
    v = ajv.getSchema(`${SCHEMA_BASE}${name}.json`);
    if (!v) throw new Error(`No schema ${name}`);
    cache.set(name, v);
  }
  return v;
}

/** Validators for inline schemas (query strings, parameters), compiled once. */
export function compile(schema: Record<string, unknown>): ValidateFunction {
  return ajv.compile(schema);
}

/** One readable sentence from ajv's errors: `body/url must match format "uri"`. */
export function describeErrors(where: string, errors: ErrorObject[] | null | undefined): string {
  if (!errors?.length) return `${where} is invalid.`;
  const parts = errors.slice(0, 5).map((e) => {
    const path = `${where}${e.instancePath}`;
    if (e.keyword === 'additionalProperties') return `${path} has an unknown property "${(e.params as { additionalProperty: string }).additionalProperty}"`;
    if (e.keyword === 'required') return `${path} is missing the required property "${(e.params as { missingProperty: string }).missingProperty}"`;
    return `${path} ${e.message ?? 'is invalid'}`;
  });
  return `${[...new Set(parts)].join('; ')}.`;
}
