import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { once } from 'node:events';

/**
 * The requests an HTTP server is answering, so that a shutdown can wait for them and answer
 * those that did not finish in time. Counted from the request's headers to the response's close,
 * which covers streamed bodies (server-sent events) as well as ordinary ones.
 */
export class RequestsInFlight {
  private readonly open = new Set<ServerResponse>();

  constructor(server: Server) {
    server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
      this.open.add(res);
      res.once('close', () => this.open.delete(res));
    });
  }

  get size(): number {
    return this.open.size;
  }

  /**
   * Waits for the requests open now to finish, at most `ms`; requests that arrive meanwhile do not
   * extend the wait. Their connections close after their answer instead of waiting for another
   * request. Resolves true when all finished in time.
   */
  async settle(ms: number): Promise<boolean> {
    const waiting = [...this.open];
    for (const res of waiting) if (!res.headersSent) res.setHeader('Connection', 'close');
    if (waiting.length === 0) return true;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
    const finished = Promise.all(waiting.map((res) => once(res, 'close'))).then(() => true as const);
    try {
      return await Promise.race([finished, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Ends every request still open: one that has sent nothing yet gets `answer` (a complete
   * response, so the client reads an error instead of a reset connection); one whose answer was
   * already streaming has it cut. Returns how many there were.
   */
  cutShort(answer: (res: ServerResponse) => void): number {
    const left = [...this.open];
    for (const res of left) {
      if (res.headersSent) res.destroy();
      else answer(res);
    }
    return left.length;
  }
}
