/**
 * The JSON Schema of a configuration file (pagegrade.config.json, .js or .mjs): the one source for
 * validating it and for editor completion (`npm run docs` writes it to
 * schemas/config/PagegradeConfig.json, which a file names in its `$schema`).
 */

export const SEVERITIES = ['off', 'warn', 'error'] as const;
export const PRESETS = ['recommended', 'strict', 'seo', 'geo', 'performance', 'accessibility', 'code-quality', 'ui-ux', 'data-tracking', 'security'] as const;
export const CONFIG_FORMATS = ['table', 'json', 'sarif', 'junit'] as const;

const severity = { type: 'string', enum: [...SEVERITIES] } as const;
const score = { type: 'number', minimum: 0, maximum: 100 } as const;

export const CONFIG_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://pagegrade.dev/schemas/v1/config/PagegradeConfig.json',
  title: 'PagegradeConfig',
  description: 'A pagegrade configuration file: which checks run and how strictly a CI run judges them. See README.md, "Configuration file".',
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string', description: 'This schema, for editors.' },
    extends: {
      description: 'Presets applied in order, then `checks` on top: `pagegrade:recommended` (critical and serious checks at error, the others at warn), `pagegrade:strict` (every check at error), or one dimension (`pagegrade:accessibility`, `pagegrade:code-quality`…: only its checks run, at the recommended severities; several dimension presets run their checks together).',
      oneOf: [
        { $ref: '#/$defs/preset' },
        { type: 'array', items: { $ref: '#/$defs/preset' }, uniqueItems: true },
      ],
    },
    checks: {
      description: 'Per check id: `off` (not run), `warn` (a failure is reported, the build goes on), `error` (a failure fails the build), or `[severity, budget]` for a check that measures a number (`["error", {"maxKiB": 1600}]`): then the measured value, not the outcome, is what is judged.',
      type: 'object',
      propertyNames: { pattern: '^[a-z0-9-]+/[a-z0-9-]+$' },
      additionalProperties: {
        oneOf: [
          severity,
          { type: 'array', prefixItems: [severity], items: false, minItems: 1, maxItems: 1 },
          { type: 'array', prefixItems: [{ type: 'string', enum: ['warn', 'error'] }, { $ref: '#/$defs/budget' }], items: false, minItems: 2, maxItems: 2 },
        ],
      },
    },
    ignore: {
      description: 'Findings left out of the report, the score and the gate. An entry gives `url` (a glob matched against a page\'s URL or its file path, and against the address of a fetched stylesheet or script: `https://example.com/legacy/**`, `dist/vendor/**`) or `selector` (a CSS selector: findings on matching elements or inside them, e.g. `.ad-slot`), and optionally `checks` (ids or globs such as `seo/*`) to narrow it.',
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          url: { type: 'string', minLength: 1 },
          selector: { type: 'string', minLength: 1 },
          checks: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 },
          reason: { type: 'string', description: 'Why, for the people reading the file.' },
        },
        oneOf: [{ required: ['url'] }, { required: ['selector'] }],
      },
    },
    plugins: {
      description: 'Rule plugins to load besides the built-in ones: package names, or paths relative to this file.',
      type: 'array',
      items: { type: 'string', minLength: 1 },
    },
    threads: { description: 'Worker threads for several inputs (as --threads).', type: 'integer', minimum: 1, maximum: 256 },
    format: { description: 'Output format (as --format); the command line wins.', type: 'string', enum: [...CONFIG_FORMATS] },
    failUnder: {
      description: 'Minimum scores (as --fail-under): a number for the overall score, or per dimension ({"overall": 70, "accessibility": 90}).',
      oneOf: [
        score,
        {
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries(['overall', 'seo', 'geo', 'performance', 'accessibility', 'code-quality', 'ui-ux', 'data-tracking', 'security'].map((k) => [k, score])),
        },
      ],
    },
    sarif: {
      type: 'object',
      additionalProperties: false,
      properties: {
        maxResults: { description: 'Results kept in a SARIF log, the most severe first (as --sarif-max-results; default 5000).', type: 'integer', minimum: 1, maximum: 25000 },
      },
    },
  },
  $defs: {
    preset: { type: 'string', enum: PRESETS.map((p) => `pagegrade:${p}`) },
    budget: {
      description: 'A limit on the number the check measures: `max` in its own unit (bytes, a count or milliseconds), or `maxKiB` for a check measured in bytes.',
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      maxProperties: 1,
      properties: {
        max: { type: 'number', minimum: 0 },
        maxKiB: { type: 'number', minimum: 0 },
      },
    },
  },
} as const;

export type Severity = (typeof SEVERITIES)[number];
export type Preset = `pagegrade:${(typeof PRESETS)[number]}`;
export interface Budget {
  max?: number;
  maxKiB?: number;
}

/** A configuration file's contents once validated. */
export interface PagegradeConfig {
  $schema?: string;
  extends?: Preset | Preset[];
  checks?: Record<string, Severity | [Severity] | ['warn' | 'error', Budget]>;
  ignore?: Array<{ url?: string; selector?: string; checks?: string[]; reason?: string }>;
  plugins?: string[];
  threads?: number;
  format?: (typeof CONFIG_FORMATS)[number];
  failUnder?: number | Record<string, number>;
  sarif?: { maxResults?: number };
}
