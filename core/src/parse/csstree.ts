// The one css-tree the engine and the checks use: its CommonJS build. The ES-module build of the
// same version spreads module namespace objects into every lexer match result, which V8 handles
// slowly: matching values with the CommonJS build took 20–30 % less time in our measurements, and
// loading both builds would cost a second copy. Plugins get it from '@pagegrade/core'.
import { createRequire } from 'node:module';
import type * as CssTree from 'css-tree';

export const csstree = createRequire(import.meta.url)('css-tree') as typeof CssTree;
