import type { Server, ServerResponse } from 'node:http';
import type { App } from '../app.ts';
import type { Deployment } from '../deployment.ts';
import { errorBody } from '../http/errors.ts';
import { DRAINING_RETRY_AFTER_SECONDS } from '../http/draining.ts';
import { RequestsInFlight } from './requests-in-flight.ts';

export interface ShutdownDeps {
  server: Server;
  app: App;
  /** Closed last: the pool, the store, the queue, the data directory's lock. */
  deployment: Pick<Deployment, 'close'>;
  graceMs: number;
  log: (line: Record<string, unknown>) => void;
}

/** Closing the pool and the store after the grace takes well under this; past it, something hangs. */
const CLOSE_BACKSTOP_MS = 10_000;

/** Time for the 503 answers written at the end of the grace to reach their clients before the connections go. */
const FLUSH_MS = 1_000;

const CUT_SHORT_MESSAGE = 'The server shut down before this request could finish; retry after the seconds in Retry-After.';

/**
 * Stops the server on SIGTERM and SIGINT without dropping work: new requests are refused with
 * 503 (`service_unavailable`) while those in flight get up to `graceMs` to finish; those still
 * running then are answered 503 as well. Async jobs still running are left `running` in the
 * store, and the next start resumes them. A second signal changes nothing: `npm start` forwards
 * the Ctrl-C the terminal already sent to this process.
 */
export function stopOnSignals(deps: ShutdownDeps): void {
  const requests = new RequestsInFlight(deps.server);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    shutDown(deps, requests, signal).then(
      () => process.exit(0),
      (err: unknown) => {
        deps.log({ level: 'fatal', msg: 'shutdown failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function shutDown({ server, app, deployment, graceMs, log }: ShutdownDeps, requests: RequestsInFlight, signal: NodeJS.Signals): Promise<void> {
  log({ level: 'info', msg: 'shutting down', signal, requestsInFlight: requests.size, graceMs });
  app.draining.start();
  const settled = await requests.settle(graceMs);
  // From here the process is going: nothing else may keep it up.
  setTimeout(() => {
    log({ level: 'fatal', msg: 'shutdown did not complete; exiting anyway' });
    process.exit(1);
  }, CLOSE_BACKSTOP_MS).unref();
  server.close();
  if (!settled) {
    const cut = requests.cutShort((res) => answerCutShort(res, `${app.urls.errorDocs}#service_unavailable`));
    log({ level: 'warn', msg: 'requests still in flight at the end of the shutdown grace were answered 503', count: cut, graceMs });
    await requests.settle(FLUSH_MS);
  }
  server.closeAllConnections();
  app.release();
  // Analyses the pool drops from here on are the shutdown's doing: their jobs stay running and the next start resumes them.
  app.jobs.shutdown();
  // The hourly care of stored analyses ends at its next batch boundary, before the database closes.
  await app.analysisHousekeeping.stop();
  await deployment.close();
  log({ level: 'info', msg: 'stopped', signal });
}

/** The error body the error handler would give, written directly: the request's handler is still waiting on its work. */
function answerCutShort(res: ServerResponse, documentation: string): void {
  const body = JSON.stringify(errorBody('service_unavailable', CUT_SHORT_MESSAGE, 503, documentation));
  for (const name of ['content-type', 'content-length', 'content-encoding', 'content-disposition', 'etag']) res.removeHeader(name);
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Retry-After': String(DRAINING_RETRY_AFTER_SECONDS),
    Connection: 'close',
  });
  res.end(body);
}
