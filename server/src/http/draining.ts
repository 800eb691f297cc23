import type { Context, Next } from 'koa';
import { PagegradeError } from '@pagegrade/core';

/**
 * Seconds a refused client should wait: by then a restarted instance is listening (a start takes
 * a few seconds), or a load balancer has moved the address to another one.
 */
export const DRAINING_RETRY_AFTER_SECONDS = 5;

export const DRAINING_MESSAGE = 'The server is shutting down and takes no new requests; retry after the seconds in Retry-After.';

/**
 * The switch a shutdown turns: from then on every new request is refused with a 503 error body
 * instead of starting work the process will not live to finish, while the requests already in
 * flight go on. The connection is closed after the answer, so clients reconnect elsewhere.
 */
export class Draining {
  private on = false;

  start(): void {
    this.on = true;
  }

  /** Sits under the error handler, which turns the refusal into the JSON error body. */
  middleware() {
    return async (ctx: Context, next: Next): Promise<void> => {
      if (!this.on) return next();
      ctx.set('Retry-After', String(DRAINING_RETRY_AFTER_SECONDS));
      ctx.set('Connection', 'close');
      throw new PagegradeError('service_unavailable', DRAINING_MESSAGE);
    };
  }
}
