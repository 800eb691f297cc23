import { schemas, SCHEMA_BASE } from './schemas.ts';
import { OPERATIONS } from './operations/index.ts';
import type { Config } from './config.ts';
import { serviceUrls } from './discovery/urls.ts';
import { lifecycleOperations } from './discovery/deprecations.ts';
import { serviceUnavailable } from './operations/api.ts';

export { OPERATIONS };

type Json = Record<string, unknown>;

/** The schema file a `$ref` of file `name` points into, and the JSON Pointer inside it. */
function splitRef(ref: string, name: string): { target: string; fragment: string } {
  const [file = '', fragment = ''] = ref.split('#');
  return { target: file ? file.replace(SCHEMA_BASE, '').replace(/\.json$/, '') : name, fragment };
}

function resolvePointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = node && typeof node === 'object' ? (node as Json)[key] : undefined;
  }
  if (node === undefined) throw new Error(`Unresolvable schema reference #${pointer}`);
  return node;
}

/**
 * Makes a schema file a component: a `$ref` to a whole file points at that file's component, and
 * a `$ref` into part of a file (`Other.json#/properties/x`, `#/$defs/y`) is inlined, so every
 * reference in the document names a component. `$id`/`$schema` only matter at a file's root.
 */
function rewriteRefs(value: unknown, name: string, root = false): unknown {
  if (Array.isArray(value)) return value.map((v) => rewriteRefs(v, name));
  if (!value || typeof value !== 'object') return value;
  const { $ref, ...rest } = value as Json;
  if (typeof $ref === 'string') {
    const { target, fragment } = splitRef($ref, name);
    if (fragment) return rewriteRefs({ ...(resolvePointer(schemas[target], fragment) as Json), ...rest }, target);
  }
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) {
    if (root && (k === '$id' || k === '$schema')) continue;
    out[k] = k === '$ref' && typeof v === 'string' ? `#/components/schemas/${splitRef(v, name).target}` : rewriteRefs(v, name);
  }
  return out;
}

/**
 * `default` tells what the server assumes when an optional field or parameter is left out, but
 * code generators read it as "always present": openapi-typescript (its defaultNonNullable, on by
 * default) types such a request field as required, so a client could not leave `dryRun` out. So
 * the OpenAPI document states the default in the description of an optional property or
 * parameter instead; the JSON Schemas in schemas/ keep `default`, which the server applies.
 */
function describedDefault(description: unknown, value: unknown): string {
  const said = `Default when absent: ${JSON.stringify(value)}.`;
  return description ? `${String(description)} ${said}` : said;
}

function defaultInWords(schema: Json): Json {
  if (!('default' in schema)) return schema;
  const { default: value, ...rest } = schema;
  return { ...rest, description: describedDefault(rest['description'], value) };
}

/** Every optional property (not in its object's `required`) of a schema, with its default in words. */
function optionalDefaults(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(optionalDefaults);
  if (!value || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) out[k] = optionalDefaults(v);
  const properties = out['properties'];
  if (properties && typeof properties === 'object' && !Array.isArray(properties)) {
    const required = new Set(Array.isArray(out['required']) ? (out['required'] as string[]) : []);
    out['properties'] = Object.fromEntries(Object.entries(properties as Json).map(([name, s]) => [name, !required.has(name) && s && typeof s === 'object' ? defaultInWords(s as Json) : s]));
  }
  return out;
}

/** An operation's optional parameters with their defaults in words (see defaultInWords). */
function parameterDefaults(spec: Json): Json {
  const parameters = spec['parameters'];
  if (!Array.isArray(parameters)) return spec;
  return {
    ...spec,
    parameters: parameters.map((p: Json) => {
      const schema = p['schema'] as Json | undefined;
      if (p['required'] === true || !schema || !('default' in schema)) return p;
      const { default: value, ...rest } = schema;
      return { ...p, schema: rest, description: describedDefault(p['description'], value) };
    }),
  };
}

export type OpenApiConfig = Pick<Config, 'publicUrl' | 'sandboxHost' | 'mcpHost' | 'testDeprecations'>;

/** The OpenAPI 3.1 document: the operation tables and the JSON Schemas the server validates with. */
export function openApiDocument(config: OpenApiConfig, version: string): Json {
  const urls = serviceUrls(config);
  const paths: Record<string, Json> = {};
  for (const op of lifecycleOperations(config)) {
    const note = op.deprecated && `Deprecated since ${op.deprecated.since}; served until ${op.deprecated.sunset}. See ${op.deprecated.link ?? urls.deprecationPolicy}.`;
    const lifecycle = note ? { deprecated: true, description: [op.spec['description'], note].filter(Boolean).join('\n\n') } : {};
    paths[op.path] ??= {};
    // Anonymous access always works; the optional bearer token changes nothing but is accepted.
    // Any operation answers 503 while the server shuts down, so the tables need not each say it.
    const own = op.spec['responses'] as Json | undefined;
    const responses = { ...own, '503': (own?.['503'] as Json | undefined) ?? serviceUnavailable() };
    paths[op.path]![op.method] = { operationId: op.operationId, summary: op.summary, security: [{}, { bearer: [] }], ...parameterDefaults(op.spec), responses, ...lifecycle };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'pagegrade API',
      version,
      description:
        'Grades a public web page 0-100 (A+ to F) overall and in eight dimensions from deterministic checks. Free and anonymous: no key is needed; abuse is limited per IP. Every non-2xx response has the Error body.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    externalDocs: { description: 'API reference, quotas and the deprecation policy', url: urls.apiDocs },
    servers: [
      { url: config.publicUrl },
      // The sandbox host answers the analysis and job paths with the fixed sample.
      ...(urls.sandboxHost ? [{ url: urls.sandboxHost, description: 'Sandbox: the analysis and job paths answer with a fixed sample; nothing is fetched, stored or spent.' }] : []),
    ],
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, optionalDefaults(rewriteRefs(s, name, true))])),
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: `Optional. A token from the client-credentials flow (${urls.oauthToken}); it grants nothing anonymous access does not. See ${urls.authMd}.`,
        },
      },
    },
  };
}
