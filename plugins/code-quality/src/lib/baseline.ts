import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Baseline statuses of the web-features package, reduced to lookup tables by what a page shows:
 * element and attribute names, CSS properties, keyword values, at-rules, selectors, functions and
 * units, and JS members of well-known globals. Only keys that are not Baseline "widely available"
 * are kept: everything else is what a page may use without a note.
 */

const dataPath = createRequire(import.meta.url).resolve('web-features/data.json');

/** The web-features release the tables come from (stated in the rule's documentation). */
export const WEB_FEATURES_VERSION = (JSON.parse(readFileSync(join(dirname(dataPath), 'package.json'), 'utf8')) as { version: string }).version;

/** The browsers of Baseline's core set, as web-features names them, with their display names. */
const CORE_BROWSERS: Record<string, string> = {
  chrome: 'Chrome',
  chrome_android: 'Chrome Android',
  edge: 'Edge',
  firefox: 'Firefox',
  firefox_android: 'Firefox Android',
  safari: 'Safari',
  safari_ios: 'Safari iOS',
};

export interface KeyStatus {
  /** The web-features id (`container-queries`) and name (`Container queries (size)`). */
  feature: string;
  name: string;
  /** The compat key (`css.properties.container-type`). */
  key: string;
  /** `low`: newly available, since `lowDate`; false: limited availability. */
  baseline: 'low' | false;
  lowDate: string | null;
  /** Core browsers without support, for a limited key. */
  missing: string[];
}

interface FeatureData {
  kind: string;
  name: string;
  /** Set on features web-features advises against (document.write() …): Baseline false by policy, not for support. */
  discouraged?: unknown;
  compat_features?: string[];
  status: { baseline: 'high' | 'low' | false; by_compat_key?: Record<string, { baseline: 'high' | 'low' | false; baseline_low_date?: string; support: Record<string, string> }> };
}

export interface BaselineTables {
  elements: Map<string, KeyStatus>;
  /** Attributes of one element (`html.elements.<tag>.<attr>`), by tag then attribute. */
  attributes: Map<string, Map<string, KeyStatus>>;
  globalAttributes: Map<string, KeyStatus>;
  /** Attribute values (`html.elements.link.rel.preload`, `html.elements.input.type_color`), by tag, attribute, value. */
  attributeValues: Map<string, Map<string, Map<string, KeyStatus>>>;
  properties: Map<string, KeyStatus>;
  /** Keyword values by property (`css.properties.display.grid`). */
  values: Map<string, Map<string, KeyStatus>>;
  atRules: Map<string, KeyStatus>;
  mediaFeatures: Map<string, KeyStatus>;
  selectors: Map<string, KeyStatus>;
  functions: Map<string, KeyStatus>;
  units: Map<string, KeyStatus>;
  /** Members by interface or built-in object (`Navigator` → `share`, `Object` → `groupBy`). */
  members: Map<string, Map<string, KeyStatus>>;
  /** Constructors by name (`URLPattern`, `Intl.Segmenter` under `Segmenter` with the Intl prefix). */
  constructors: Map<string, KeyStatus>;
  /** Attribute names with an entry in `attributes` or `attributeValues`, for any element. */
  attributeNames: Set<string>;
  /** Every member and constructor name above: the rule's `jsNames`. */
  jsNames: string[];
}

/**
 * Attributes that only advise the browser (resource hints, priorities, policies, pings): one that
 * does not know them ignores them and the page works as it would without them, so the page does
 * not rely on them. The same for the values of rel and of a meta name, which are such hints too.
 */
const ADVISORY_ATTRIBUTES = new Set(['fetchpriority', 'loading', 'blocking', 'referrerpolicy', 'ping', 'allow', 'attributionsrc', 'attributionsourceid']);
const ADVISORY_VALUES = new Set(['link.rel', 'meta.name']);

function mapIn<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) map.set(key, (v = make()));
  return v;
}

/** The globals whose members a script names without ambiguity, with their interfaces. */
export const GLOBAL_INTERFACES: ReadonlyMap<string, string> = new Map([
  ['navigator', 'Navigator'],
  ['document', 'Document'],
  ['window', 'Window'],
  ['self', 'Window'],
  ['globalThis', 'Window'],
  ['screen', 'Screen'],
  ['performance', 'Performance'],
  ['history', 'History'],
  ['crypto', 'Crypto'],
]);

/** JavaScript's built-in namespaces and constructors, whose static members a script calls by name. */
export const BUILTINS: ReadonlySet<string> = new Set(['Object', 'Array', 'Promise', 'Intl', 'Math', 'JSON', 'Reflect', 'Atomics', 'Iterator', 'Map', 'Set', 'String', 'Number', 'Symbol', 'ArrayBuffer', 'Error', 'RegExp', 'Date', 'BigInt', 'Temporal']);

function build(): BaselineTables {
  const features = (JSON.parse(readFileSync(dataPath, 'utf8')) as { features: Record<string, FeatureData> }).features;
  const t: BaselineTables = {
    elements: new Map(),
    attributes: new Map(),
    globalAttributes: new Map(),
    attributeValues: new Map(),
    properties: new Map(),
    values: new Map(),
    atRules: new Map(),
    mediaFeatures: new Map(),
    selectors: new Map(),
    functions: new Map(),
    units: new Map(),
    members: new Map(),
    constructors: new Map(),
    attributeNames: new Set(),
    jsNames: [],
  };
  // A CSS function is named by the last segment of its key (`css.types.color.color-mix`); a name
  // that ends several keys (`round`: the function, and a corner-shape keyword) is left out.
  const fnKeys = new Map<string, { status: KeyStatus | null; ambiguous: boolean }>();
  /** Interfaces (`api.X`) that are not widely available, and every interface with a constructor key. */
  const interfaces = new Map<string, KeyStatus>();
  const constructorKeys = new Set<string>();
  for (const [id, f] of Object.entries(features)) {
    if (f.kind !== 'feature' || f.discouraged) continue;
    for (const key of f.compat_features ?? []) {
      const s = f.status.by_compat_key?.[key] ?? { baseline: f.status.baseline, support: {} };
      const status: KeyStatus | null =
        s.baseline === 'high'
          ? null
          : {
              feature: id,
              name: f.name,
              key,
              baseline: s.baseline,
              lowDate: s.baseline_low_date ?? null,
              missing: s.baseline === false ? Object.keys(CORE_BROWSERS).filter((b) => !s.support?.[b]).map((b) => CORE_BROWSERS[b]!) : [],
            };
      const p = key.split('.');
      if (p[0] === 'api' && p.length === 3 && p[1] === p[2]) constructorKeys.add(p[1]!);
      if (p[0] === 'api' && p.length === 2 && status) interfaces.set(p[1]!, status);
      // Segments with "_" are BCD's notes (`type_function`, `nested`), not names the page writes.
      if (p[0] === 'css' && p[1] === 'types' && p.length >= 3 && !p.some((x) => x.includes('_'))) {
        const name = p[p.length - 1]!;
        const cur = fnKeys.get(name);
        if (cur) cur.ambiguous = true;
        else fnKeys.set(name, { status, ambiguous: false });
      }
      if (!status) continue;
      if (p[0] === 'html' && p[1] === 'elements') {
        const [, , tag, attr, value] = p;
        if (attr !== undefined && (ADVISORY_ATTRIBUTES.has(attr) || (value !== undefined && ADVISORY_VALUES.has(`${tag}.${attr}`)))) continue;
        if (p.length === 3) t.elements.set(tag!, status);
        else if (p.length === 4 && attr!.startsWith('type_') && tag === 'input') mapIn(mapIn(t.attributeValues, 'input', () => new Map()), 'type', () => new Map()).set(attr!.slice(5), status);
        else if (p.length === 4 && !attr!.includes('_')) mapIn(t.attributes, tag!, () => new Map()).set(attr!, status);
        else if (p.length === 5 && !attr!.includes('_') && !value!.includes('_')) mapIn(mapIn(t.attributeValues, tag!, () => new Map()), attr!, () => new Map()).set(value!, status);
      } else if (p[0] === 'html' && p[1] === 'global_attributes' && p.length === 3) t.globalAttributes.set(p[2]!, status);
      else if (p[0] === 'css' && p[1] === 'properties' && p.length === 3) t.properties.set(p[2]!, status);
      else if (p[0] === 'css' && p[1] === 'properties' && p.length === 4 && !p[3]!.includes('_')) mapIn(t.values, p[2]!, () => new Map()).set(p[3]!, status);
      else if (p[0] === 'css' && p[1] === 'at-rules' && p.length === 3) t.atRules.set(p[2]!, status);
      else if (p[0] === 'css' && p[1] === 'at-rules' && p[2] === 'media' && p.length === 4 && !p[3]!.includes('_')) t.mediaFeatures.set(p[3]!, status);
      else if (p[0] === 'css' && p[1] === 'selectors' && p.length === 3) t.selectors.set(p[2]!, status);
      else if (p[0] === 'css' && p[1] === 'types' && p[2] === 'length' && p.length === 4 && !p[3]!.includes('_')) t.units.set(p[3]!, status);
      else if (p[0] === 'api' && p.length === 3 && p[1] === p[2]) t.constructors.set(p[1]!, status);
      else if (p[0] === 'api' && p.length === 3 && !p[2]!.includes('_')) mapIn(t.members, p[1]!, () => new Map()).set(p[2]!, status);
      else if (p[0] === 'javascript' && p[1] === 'builtins' && p.length === 4 && BUILTINS.has(p[2]!) && !p[3]!.includes('_')) {
        if (p[2] === 'Intl' && /^[A-Z]/.test(p[3]!)) t.constructors.set(`Intl.${p[3]}`, status);
        else if (p[3] === p[2]) t.constructors.set(p[2]!, status);
        else mapIn(t.members, p[2]!, () => new Map()).set(p[3]!, status);
      } else if (p[0] === 'javascript' && p[1] === 'builtins' && p.length === 3 && !BUILTINS.has(p[2]!)) t.constructors.set(p[2]!, status);
    }
  }
  for (const [name, k] of fnKeys) if (!k.ambiguous && k.status) t.functions.set(name, k.status);
  // `new X()` of an interface without a constructor key of its own is a use of the interface.
  for (const [name, status] of interfaces) if (!constructorKeys.has(name)) t.constructors.set(name, status);
  for (const byAttr of [...t.attributes.values(), ...t.attributeValues.values()]) for (const attr of byAttr.keys()) t.attributeNames.add(attr);
  const names = new Set<string>();
  const ifaces = new Set(GLOBAL_INTERFACES.values());
  for (const [owner, members] of t.members) if (ifaces.has(owner) || BUILTINS.has(owner)) for (const m of members.keys()) names.add(m);
  for (const c of t.constructors.keys()) names.add(c.startsWith('Intl.') ? c.slice(5) : c);
  t.jsNames = [...names].sort();
  return t;
}

let tables: BaselineTables | null = null;

/**
 * The tables, built once per process (when the rule module loads, for its `jsNames`): the data is
 * a few megabytes of JSON, read once and let go once reduced (not through require, whose cache
 * would keep it).
 */
export function baselineTables(): BaselineTables {
  return (tables ??= build());
}

/** "newly available since 2024-04-16" or "limited availability (not in Firefox, Safari)". */
export function describeStatus(s: KeyStatus): string {
  if (s.baseline === 'low') return `newly available${s.lowDate ? ` since ${s.lowDate}` : ''}`;
  return `limited availability${s.missing.length ? ` (not in ${s.missing.join(', ')})` : ''}`;
}

/**
 * Whether a newly available key has become widely available by `now`: Baseline's definition is 30
 * months after it became newly available (the same computation as Lighthouse's baseline audit).
 */
export function widelyAvailableBy(s: KeyStatus, now: Date | null): boolean {
  if (s.baseline !== 'low' || !s.lowDate || !now) return false;
  const d = new Date(`${s.lowDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return false;
  d.setUTCMonth(d.getUTCMonth() + 30);
  return d.getTime() <= now.getTime();
}
