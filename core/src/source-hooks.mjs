// Running a clone's TypeScript sources without the flags the npm scripts pass: tsx compiles them,
// and this resolve hook adds the "@pagegrade/source" export condition, so that @pagegrade/* imports
// reach the other workspaces' src/ rather than a build in dist/ (which may be stale or missing).
// Not part of any package: only the sources use it (the bin from a clone, the pool's worker entry).
import { register } from 'node:module';
import { register as registerTsx } from 'tsx/esm/api';

const SOURCE = '@pagegrade/source';

export async function resolve(specifier, context, next) {
  return next(specifier, context.conditions.includes(SOURCE) ? context : { ...context, conditions: [...context.conditions, SOURCE] });
}

let registered = false;
/** Registers the condition and tsx in this thread, once. */
export function runSources() {
  if (registered) return;
  registered = true;
  register(import.meta.url);
  registerTsx();
}
