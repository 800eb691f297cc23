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

/** Loads plugins by module name or path; each must default-export `definePlugin(…)`. */
export async function loadPlugins(specifiers: readonly string[]): Promise<Plugin[]> {
  const plugins: Plugin[] = [];
  for (const spec of specifiers) {
    let mod: { default?: unknown };
    try {
      mod = (await import(spec)) as { default?: unknown };
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
export async function loadRules(extra: readonly string[] = [], builtins: readonly string[] = BUILTIN_PLUGINS): Promise<Rule[]> {
  return collectRules(await loadPlugins([...builtins, ...extra]));
}
