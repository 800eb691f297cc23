import { schemas, SCHEMA_BASE } from './schemas.ts';
import { OPERATIONS } from './operations/index.ts';

export { OPERATIONS };

type Json = Record<string, unknown>;

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '$id' || k === '$schema') continue;
      out[k] = k === '$ref' && typeof v === 'string' ? `#/components/schemas/${v.replace(SCHEMA_BASE, '').replace(/\.json$/, '')}` : rewriteRefs(v);
    }
    return out;
  }
  return value;
}

export function openApiDocument(publicUrl: string, version: string): Json {
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) {
    paths[op.path] ??= {};
    paths[op.path]![op.method] = { operationId: op.operationId, summary: op.summary, security: [{}], ...op.spec };
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
    servers: [{ url: publicUrl }],
    paths,
    components: { schemas: Object.fromEntries(Object.entries(schemas).map(([name, s]) => [name, rewriteRefs(s)])) },
  };
}
