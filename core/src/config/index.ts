export { CONFIG_SCHEMA, PRESETS, SEVERITIES, type PagegradeConfig, type Preset, type Severity } from './schema.ts';
export { CONFIG_NAMES, findConfig, readConfig, loadConfig, validateConfig, type LoadedConfig } from './load.ts';
export { resolvePolicy, NO_POLICY, type Policy, type Budget, type IgnoreRule } from './policy.ts';
export { applyIgnore, withNotes } from './ignore.ts';
export { pluginSpecifier, configPlugins } from './plugins.ts';
