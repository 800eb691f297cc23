// Worker threads do not inherit the TypeScript loader of the main thread: register it here,
// then load the real worker module.
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import('./worker.ts');
export default run;
