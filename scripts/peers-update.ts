// npm run peers:update [-- lighthouse@14 axe-core@4.15 …] — regenerates test/peers/*.json, the ids
// of the peer tools that rules name in their tags (`lighthouse:<audit>`, `axe:<rule>` …), from the
// tools' own packages. Each package is fetched with `npm pack` into a temporary folder and read
// there, never installed; arguments replace the default version ranges below. The lists are
// committed, so that test/peer-tags.test.ts needs neither the packages nor the network. After an
// update, that test names every tag whose id the new version no longer has.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'acorn';
import { STATIC_RULES, OUT_OF_SCOPE } from '../test/act/scope.ts';
import type { PeerList } from '../test/peers/index.ts';

type Node = Record<string, any>;

const root = new URL('..', import.meta.url).pathname;
const target = join(root, 'test', 'peers');

/** The version ranges read by default: the majors the tags are written against. */
const SPECS: Record<string, string> = {
  lighthouse: 'lighthouse@13',
  'axe-core': 'axe-core@4',
  '@mdn/mdn-http-observatory': '@mdn/mdn-http-observatory@latest',
  'html-validate': 'html-validate@latest',
  '@hint/configuration-all': '@hint/configuration-all@latest',
  '@siteimprove/alfa-wcag': '@siteimprove/alfa-wcag@latest',
};
for (const arg of process.argv.slice(2).filter((a) => a !== '--')) {
  const at = arg.lastIndexOf('@');
  const name = at > 0 ? arg.slice(0, at) : arg;
  if (!(name in SPECS)) {
    console.error(`unknown package ${name}: one of ${Object.keys(SPECS).join(', ')}`);
    process.exit(2);
  }
  SPECS[name] = arg;
}

const work = mkdtempSync(join(tmpdir(), 'pagegrade-peers-'));

/** Downloads one package with npm and unpacks it; returns its folder and exact version. */
function unpack(name: string): { dir: string; version: string } {
  const out = execFileSync('npm', ['pack', SPECS[name]!, '--json', '--silent', '--pack-destination', work], { encoding: 'utf8' });
  const [info] = JSON.parse(out) as Array<{ filename: string; version: string }>;
  const dir = join(work, name.replace(/[@/]/g, '_'));
  mkdirSync(dir);
  execFileSync('tar', ['-xzf', join(work, info!.filename), '-C', dir]);
  return { dir: join(dir, 'package'), version: info!.version };
}

function parseModule(file: string): Node {
  return parse(readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
}

/** Every node of a tree, depth first (the files read here are small enough to recurse). */
function* nodes(node: Node): Generator<Node> {
  yield node;
  for (const key in node) {
    const v = node[key];
    if (Array.isArray(v)) {
      for (const item of v) if (item && typeof item.type === 'string') yield* nodes(item);
    } else if (v && typeof v.type === 'string') yield* nodes(v);
  }
}

function keyName(prop: Node): string | null {
  if (prop.type !== 'Property' && prop.type !== 'PropertyDefinition') return null;
  if (prop.key.type === 'Identifier' && !prop.computed) return prop.key.name;
  if (prop.key.type === 'Literal' && typeof prop.key.value === 'string') return prop.key.value;
  return null;
}

function propertyOf(object: Node | undefined, name: string): Node | undefined {
  if (object?.type !== 'ObjectExpression') return undefined;
  return object.properties.find((p: Node) => keyName(p) === name)?.value;
}

function sorted(ids: Iterable<string>): string[] {
  return [...new Set(ids)].sort();
}

function write(list: PeerList): void {
  writeFileSync(join(target, `${list.prefix}.json`), `${JSON.stringify(list, null, 1)}\n`);
  console.log(`${list.prefix}: ${list.ids.length} ids (${list.name} ${list.version})`);
}

/** Lighthouse: the audits its default configuration runs and shows, by category. */
function lighthouse(): PeerList {
  const { dir, version } = unpack('lighthouse');
  const ast = parseModule(join(dir, 'core', 'config', 'default-config.js'));
  const ids: string[] = [];
  for (const n of nodes(ast)) {
    const categories = n.type === 'ObjectExpression' ? propertyOf(n, 'categories') : undefined;
    if (categories?.type !== 'ObjectExpression') continue;
    for (const category of categories.properties as Node[]) {
      const refs = propertyOf(category.value, 'auditRefs');
      for (const ref of refs?.elements ?? []) {
        const id = propertyOf(ref, 'id');
        if (id?.type === 'Literal') ids.push(id.value);
      }
    }
  }
  if (ids.length < 50) throw new Error(`lighthouse ${version}: only ${ids.length} audit ids found in core/config/default-config.js`);
  return { prefix: 'lighthouse', name: 'Lighthouse', package: 'lighthouse', version, source: 'core/config/default-config.js: the id of every auditRefs entry of every category', ids: sorted(ids) };
}

/** axe-core: every rule of the build, with the ones it tags deprecated listed apart. */
function axe(): PeerList {
  const { dir, version } = unpack('axe-core');
  const api = createRequire(join(dir, 'package.json'))(join(dir, 'axe.js')) as { getRules(): Array<{ ruleId: string }>; _audit: { rules: Array<{ id: string; tags?: string[] }> } };
  const ids = api.getRules().map((r) => r.ruleId);
  const deprecated = api._audit.rules.filter((r) => r.tags?.includes('deprecated')).map((r) => r.id);
  return { prefix: 'axe', name: 'axe-core', package: 'axe-core', version, source: 'axe.js: axe.getRules(), the rule metadata of the build (deprecated: rules tagged "deprecated", still in the build)', ids: sorted(ids), deprecated: sorted(deprecated) };
}

/** MDN HTTP Observatory: the name of every test the scanner runs (src/constants.js ALL_RESULTS). */
function observatory(): PeerList {
  const { dir, version } = unpack('@mdn/mdn-http-observatory');
  const constants = parseModule(join(dir, 'src', 'constants.js'));
  const imported = new Map<string, string>();
  let results: string[] = [];
  for (const n of nodes(constants)) {
    if (n.type === 'ImportDeclaration') for (const s of n.specifiers) imported.set(s.local.name, n.source.value);
    if (n.type === 'VariableDeclarator' && n.id.name === 'ALL_RESULTS') results = n.init.elements.map((e: Node) => e.name);
  }
  const ids = results.map((cls) => {
    const file = imported.get(cls);
    if (!file) throw new Error(`observatory ${version}: ${cls} is not imported in src/constants.js`);
    for (const n of nodes(parseModule(join(dir, 'src', file)))) {
      if (n.type !== 'ClassDeclaration' || n.id?.name !== cls) continue;
      const name = n.body.body.find((m: Node) => m.static && keyName(m) === 'name');
      if (name?.value?.type === 'Literal') return name.value.value as string;
    }
    throw new Error(`observatory ${version}: no static name on ${cls} in ${file}`);
  });
  return { prefix: 'observatory', name: 'MDN HTTP Observatory', package: '@mdn/mdn-http-observatory', version, source: 'src/constants.js: the static name of every class in ALL_RESULTS (the tests the scanner runs and scores)', ids: sorted(ids) };
}

/** html-validate: the rules it bundles (the `bundledRules` table of its ESM build). */
function htmlValidate(): PeerList {
  const { dir, version } = unpack('html-validate');
  const ast = parseModule(join(dir, 'dist', 'esm', 'core.js'));
  const tables = new Map<string, Node>();
  for (const n of nodes(ast)) if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier' && n.init?.type === 'ObjectExpression') tables.set(n.id.name, n.init);
  const ids: string[] = [];
  const read = (name: string) => {
    const table = tables.get(name);
    if (!table) throw new Error(`html-validate ${version}: no ${name} table in dist/esm/core.js`);
    for (const p of table.properties as Node[]) {
      if (p.type === 'SpreadElement') read(p.argument.name);
      else ids.push(keyName(p)!);
    }
  };
  read('bundledRules');
  return { prefix: 'html-validate', name: 'html-validate', package: 'html-validate', version, source: 'dist/esm/core.js: the keys of bundledRules (and the tables it spreads in)', ids: sorted(ids) };
}

/** webhint: the hint packages its "all" configuration depends on (@hint/hint-<name>). */
function webhint(): PeerList {
  const { dir, version } = unpack('@hint/configuration-all');
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const ids = Object.keys(pkg.dependencies)
    .filter((d) => d.startsWith('@hint/hint-'))
    .map((d) => d.slice('@hint/hint-'.length));
  return { prefix: 'webhint', name: 'webhint', package: '@hint/configuration-all', version, source: 'package.json: every @hint/hint-<name> dependency of the configuration that includes all published hints', ids: sorted(ids) };
}

/**
 * csp-evaluator: the finding types of the copy the engine runs (core's dependency), in kebab case
 * (`Type.SCRIPT_UNSAFE_INLINE` → `script-unsafe-inline`).
 */
function cspEvaluator(): PeerList {
  const req = createRequire(join(root, 'core', 'package.json'));
  const { version } = req('csp_evaluator/package.json') as { version: string };
  const { Type } = req('csp_evaluator/dist/finding.js') as { Type: Record<string, string | number> };
  const ids = Object.keys(Type)
    .filter((k) => Number.isNaN(Number(k)))
    .map((k) => k.toLowerCase().replace(/_/g, '-'));
  return { prefix: 'csp-evaluator', name: 'csp-evaluator', package: 'csp_evaluator', version, source: 'dist/finding.js: the members of enum Type, lower case with "-" for "_" (the copy core depends on)', ids: sorted(ids) };
}

/** WCAG 2.2: the success criteria that are part of 2.2 (4.1.1 Parsing is obsolete and removed). */
async function wcag(): Promise<PeerList> {
  const { dir, version } = unpack('@siteimprove/alfa-wcag');
  const { Criteria } = (await import(pathToFileURL(join(dir, 'dist', 'criterion', 'data.js')).href)) as { Criteria: Record<string, { versions: Array<[string, unknown]> }> };
  const ids = Object.keys(Criteria).filter((id) => Criteria[id]!.versions.some(([v]) => v === '2.2'));
  return { prefix: 'wcag', name: 'WCAG 2.2', package: '@siteimprove/alfa-wcag', version, source: 'dist/criterion/data.js: the criteria with a WCAG 2.2 version (generated by Siteimprove from the W3C Recommendation)', ids: sorted(ids) };
}

/** ACT Rules: the rules of the vendored W3C test cases (test/act/, see its README). */
function act(): PeerList {
  const [commit] = readFileSync(join(root, 'test', 'act', 'SOURCE'), 'utf8').trim().split(/\s+/);
  const cases = JSON.parse(readFileSync(join(root, 'test', 'act', 'testcases.json'), 'utf8')) as { testcases: Array<{ ruleId: string }> };
  const ids = [...Object.keys(STATIC_RULES), ...Object.keys(OUT_OF_SCOPE), ...cases.testcases.map((c) => c.ruleId)];
  return { prefix: 'act', name: 'W3C ACT Rules', package: null, version: commit!, source: 'test/act/scope.ts (every rule with W3C test cases, statically decidable or not) and test/act/testcases.json; the version is the w3c/wcag-act-rules commit in test/act/SOURCE', ids: sorted(ids) };
}

try {
  mkdirSync(target, { recursive: true });
  for (const list of [lighthouse(), axe(), observatory(), htmlValidate(), webhint(), cspEvaluator(), await wcag(), act()]) write(list);
  console.log('Now run: node scripts/run-tests.mjs peer-tags');
} finally {
  rmSync(work, { recursive: true, force: true });
}
