// The real app on 127.0.0.1 over an existing data directory, for the load benchmarks: started the
// way the tests start it (test/helpers/server.ts), in a process of its own so the load generator
// does not share its event loop. Prints its address on stdout; SIGTERM stops it.
import { startServer } from '../test/helpers/server.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: tsx bench/serve.ts <data dir>');
// The read quota would answer most of the load with 429: the benchmark measures the reads.
const srv = await startServer({ PAGEGRADE_RATE_READS_PER_MINUTE: '1000000000' }, { dataDir });
process.stdout.write(`${srv.url}\n`);
process.on('SIGTERM', () => {
  void srv.close().then(() => process.exit(0));
});
