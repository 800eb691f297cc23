// The garbage-collection policy the engine runs best under, set when the engine is loaded.
import { setFlagsFromString } from 'node:v8';

/**
 * V8's allocation-site pretenuring allocates objects straight into the old generation once most
 * objects from the same allocation site have survived a minor collection. An analysis keeps its
 * page (tree, indexes, facts) alive for its whole run, so nearly every minor collection finds the
 * current page alive, and V8 concludes that the parser's and the checks' allocation sites make
 * long-lived objects. From then on every page is built in the old generation: its young referents
 * (strings, arrays) are reached through the remembered set, minor collections get slower (about
 * 12 ms each instead of 3), and the dead pages wait for full collections. Without pretenuring a
 * page is allocated young and dies young. Measured over the benchmark corpus on one thread:
 * minor-collection pauses fell from about 3.2 to 0.7 ms per page, and no full collection was
 * needed. The flag is process-wide and changes no result; `PAGEGRADE_V8_PRETENURING=on` leaves
 * V8's default for applications that embed the engine and prefer it.
 */
if (process.env['PAGEGRADE_V8_PRETENURING'] !== 'on') setFlagsFromString('--no-allocation-site-pretenuring');
