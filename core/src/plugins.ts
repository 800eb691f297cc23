import { existsSync, readFileSync, statSync } from 'node:fs';
import { register } from 'node:module';
import { isAbsolute, join, resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { moduleResolve } from 'import-meta-resolve';
import type { Plugin, Rule } from './rules/types.ts';

/** The eight dimensions, each a plugin package like any third party's. */
export const BUILTIN_PLUGINS = [
  '@pagegrade/plugin-seo',
  '@pagegrade/plugin-geo',
  '@pagegrade/plugin-performance',
  '@pagegrade/plugin-accessibility',
  '@pagegrade/plugin-code-quality',
  '@pagegrade/plugin-ui-ux',
  '@pagegrade/plugin-data-tracking',
  '@pagegrade/plugin-security',
] as const;

function isPlugin(x: unknown): x is Plugin {
  return !!x && typeof (x as Plugin).name === 'string' && Array.isArray((x as Plugin).rules);
}

export interface LoadPluginsOptions {
  /**
   * The folder that a plugin given as a path (`./rules`, `../myplugin`) or as a package name
   * (`pagegrade-plugin-example`, installed in that folder's node_modules or above it) resolves
   * from. Default: the working directory.
   */
  from?: string;
}

/** A folder given as a plugin: its package's entry (exports, then main), or an index file. */
function folderEntry(dir: string): string {
  const manifest = join(dir, 'package.json');
  if (existsSync(manifest)) {
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; exports?: unknown; main?: string };
    // A package resolves its own name through its exports ("self-reference"), conditions and all.
    if (pkg.exports !== undefined && pkg.name) return resolveFrom(pkg.name, pathToFileURL(manifest).href);
    if (pkg.main) return pathToFileURL(resolvePath(dir, pkg.main)).href;
  }
  const index = ['index.js', 'index.mjs', 'index.ts'].map((f) => join(dir, f)).find((f) => existsSync(f));
  if (!index) throw new Error(`${dir} is a folder without a package.json entry (exports or main) or an index.js.`);
  return pathToFileURL(index).href;
}

/** Node's own resolution of an import from a given module, with this process's conditions. */
function resolveFrom(specifier: string, parentUrl: string): string {
  return moduleResolve(specifier, new URL(parentUrl), conditions()).href;
}

/** The export conditions imports resolve with here: Node's, plus any --conditions of this process. */
function conditions(): Set<string> {
  const set = new Set(['node', 'import']);
  const args = [...process.execArgv, ...(process.env['NODE_OPTIONS'] ?? '').split(/\s+/)];
  for (const [i, a] of args.entries()) {
    const m = /^(?:--conditions|-C)(?:=(.+))?$/.exec(a);
    const value = m ? (m[1] ?? args[i + 1]) : undefined;
    if (value) set.add(value);
  }
  return set;
}

/**
 * Where a plugin specifier points, as a URL to import: a path (relative to `from`) to a module or
 * to a plugin's folder, a `file:` URL, or a package name installed where `from` can see it — or
 * else where this engine can (the built-in plugins are installed beside it).
 */
export function resolvePlugin(specifier: string, options: LoadPluginsOptions = {}): string {
  const from = resolvePath(options.from ?? process.cwd());
  if (/^(file|data|node):/.test(specifier)) return specifier;
  if (/^\.{1,2}([\\/]|$)/.test(specifier) || isAbsolute(specifier)) {
    const path = resolvePath(from, specifier);
    if (!existsSync(path)) throw new Error(`${path} does not exist.`);
    return statSync(path).isDirectory() ? folderEntry(path) : pathToFileURL(path).href;
  }
  try {
    return resolveFrom(specifier, pathToFileURL(join(from, 'package.json')).href);
  } catch (err) {
    try {
      return resolveFrom(specifier, import.meta.url);
    } catch {
      throw err;
    }
  }
}

/**
 * A plugin imports `@pagegrade/core` as its peer dependency, and the core it gets must be this one
 * — the running engine, not a second copy in the plugin's own node_modules (its devDependency for
 * tests), nor nothing at all when the plugin sits in a folder of its own with no node_modules. So
 * this thread resolves every `@pagegrade/core` import as if this module had made it: the package's
 * self-reference, with the same export conditions. Registered once per thread (worker threads
 * load their plugins, and register it, themselves); a data: URL keeps the hook free of any file
 * that would have to be found in both the sources and the build.
 */
let coreHookRegistered = false;
function resolveCoreToThisOne(): void {
  if (coreHookRegistered) return;
  coreHookRegistered = true;
  const hook = `
    const PARENT = ${JSON.stringify(import.meta.url)};
    export async function resolve(specifier, context, next) {
      if (specifier === '@pagegrade/core' || specifier.startsWith('@pagegrade/core/')) return next(specifier, { ...context, parentURL: PARENT });
      return next(specifier, context);
    }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}

/**
 * Loads plugins by package name, path or URL (see resolvePlugin); each must default-export
 * `definePlugin({ name, rules })`. The built-in plugins' names resolve beside the engine.
 * Exported for every front end (CLI flags, PAGEGRADE_PLUGINS, a configuration file): pass the
 * specifiers as written and the folder they were written relative to.
 */
export async function loadPlugins(specifiers: readonly string[], options: LoadPluginsOptions = {}): Promise<Plugin[]> {
  const plugins: Plugin[] = [];
  for (const spec of specifiers) {
    let mod: { default?: unknown };
    try {
      // A built-in is imported from here, where it is installed: Node resolves it natively.
      if ((BUILTIN_PLUGINS as readonly string[]).includes(spec)) mod = (await import(spec)) as { default?: unknown };
      else {
        const url = resolvePlugin(spec, options);
        resolveCoreToThisOne();
        mod = (await import(url)) as { default?: unknown };
      }
    } catch (err) {
      throw new Error(`Could not load plugin "${spec}": ${(err as Error).message}`, { cause: err });
    }
    const plugin = mod.default;
    if (!isPlugin(plugin)) throw new Error(`Plugin "${spec}" must default-export definePlugin({ name, rules }).`);
    plugins.push(plugin);
  }
  return plugins;
}

/** All rules of the plugins, in load order; a rule id may appear once. */
export function collectRules(plugins: readonly Plugin[]): Rule[] {
  const seen = new Map<string, string>();
  const rules: Rule[] = [];
  for (const p of plugins) {
    for (const r of p.rules) {
      const other = seen.get(r.id);
      if (other) throw new Error(`Rule ${r.id} is defined by both ${other} and ${p.name}.`);
      seen.set(r.id, p.name);
      rules.push(r);
    }
  }
  // A former id answers for one check only, and never for a check that still exists.
  const former = new Map<string, string>();
  for (const r of rules) {
    for (const id of r.formerIds ?? []) {
      if (seen.has(id)) throw new Error(`Rule ${r.id} claims the former id ${id}, which is still a rule's id.`);
      const other = former.get(id);
      if (other) throw new Error(`Rules ${other} and ${r.id} both claim the former id ${id}.`);
      former.set(id, r.id);
    }
  }
  return rules;
}

/** Resolves plugin specifiers against the built-ins and loads their rules. */
export async function loadRules(extra: readonly string[] = [], builtins: readonly string[] = BUILTIN_PLUGINS, options: LoadPluginsOptions = {}): Promise<Rule[]> {
  return collectRules(await loadPlugins([...builtins, ...extra], options));
}
