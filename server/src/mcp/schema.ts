import { SCHEMA_BASE, schemas } from '../schemas.ts';

type Json = Record<string, unknown>;

const cache = new Map<string, Json>();

/** The schema (or the part of it a JSON pointer names) that a `$ref` of schemas/ points at. */
function target(ref: string): { name: string; node: unknown } {
  const [file = '', pointer = ''] = ref.replace(SCHEMA_BASE, '').split('#');
  const name = file.replace(/\.json$/, '');
  let node: unknown = schemas[name];
  if (node === undefined) throw new Error(`Unresolvable $ref "${ref}": no schema ${name}.`);
  for (const raw of pointer.split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node = (node as Json | undefined)?.[key];
    if (node === undefined) throw new Error(`Unresolvable $ref "${ref}".`);
  }
  return { name, node };
}

/** Keywords whose value maps names to schemas: their keys are property names, never keywords. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

function inline(node: unknown, path: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(n, path));
  if (!node || typeof node !== 'object') return node;
  const { $ref, $id: _id, $schema: _schema, ...rest } = node as Json;
  if (typeof $ref === 'string') {
    const { name, node: referenced } = target($ref);
    if (path.includes(name)) throw new Error(`Recursive $ref to ${name} cannot be inlined.`);
    // Keywords written next to the $ref refine the referenced schema, so they win.
    return inline({ ...(referenced as Json), ...rest }, [...path, name]);
  }
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, SCHEMA_MAPS.has(k) ? inlineMap(v, path) : inline(v, path)]));
}

function inlineMap(map: unknown, path: readonly string[]): unknown {
  if (!map || typeof map !== 'object' || Array.isArray(map)) return map;
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [k, inline(v, path)]));
}

/**
 * A schema of schemas/ as one self-contained JSON Schema object, for tool input and output
 * schemas: clients receive it without the other files, so every `$ref` is inlined, and `$id` and
 * `$schema` go because tool schemas are plain objects that clients compile with their own dialect.
 */
export function selfContainedSchema(name: string): Json {
  let out = cache.get(name);
  if (!out) {
    if (!schemas[name]) throw new Error(`No schema ${name}`);
    out = inline(schemas[name], [name]) as Json;
    cache.set(name, out);
  }
  return structuredClone(out);
}
