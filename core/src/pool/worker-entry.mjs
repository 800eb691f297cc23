// The pool's worker from the TypeScript sources (a build starts worker.js itself): worker threads do
// not inherit the main thread's module hooks on Node 20, so register the ones that run sources here.
import { runSources } from '../source-hooks.mjs';

runSources();
const { default: run } = await import('./worker.ts');
export default run;
