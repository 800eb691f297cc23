import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from './load.ts';

/**
 * A plugin given as a path loads from `from` (the working directory, or a configuration file's
 * folder); a package name resolves from there too, so a plugin installed beside the project is
 * found; otherwise the name is left for Node to resolve.
 */
export function pluginSpecifier(spec: string, from = '.'): string {
  if (spec.startsWith('.') || spec.startsWith('/')) return pathToFileURL(resolve(from, spec)).href;
  try {
    return pathToFileURL(createRequire(resolve(from, 'package.json')).resolve(spec)).href;
  } catch {
    return spec;
  }
}

/**
 * The plugins of the configuration file a service reads: `file` (PAGEGRADE_CONFIG), else the
 * nearest pagegrade.config.* from `cwd` upwards; none without one. A service takes only these
 * from the file (see README, "Configuration file").
 */
export async function configPlugins(options: { cwd?: string; file?: string | null } = {}): Promise<{ path: string | null; plugins: string[] }> {
  const loaded = await loadConfig(options);
  if (!loaded) return { path: null, plugins: [] };
  return { path: loaded.path, plugins: (loaded.config.plugins ?? []).map((p) => pluginSpecifier(p, dirname(loaded.path))) };
}
