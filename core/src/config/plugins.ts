import { dirname, isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { resolvePlugin } from '../plugins.ts';
import { loadConfig } from './load.ts';

/**
 * A plugin named in a configuration file or on the command line, resolved from `from` (the file's
 * folder, or the working directory) to the URL the loader imports — see `resolvePlugin`. One that
 * cannot be resolved is left as given (a path made absolute), so that loading it reports the
 * failure with its name.
 */
export function pluginSpecifier(spec: string, from = '.'): string {
  try {
    return resolvePlugin(spec, { from: resolve(from) });
  } catch {
    // A path stays a path from `from`, so the failure names the file that is missing.
    return /^\.{1,2}([\\/]|$)/.test(spec) || isAbsolute(spec) ? pathToFileURL(resolve(from, spec)).href : spec;
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
