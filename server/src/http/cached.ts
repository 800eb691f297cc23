import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/** A strong validator from the bytes, so a repeat visit revalidates to a 304 instead of a download. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Answers with a body, its cache policy and an ETag, or 304 when the client already has it. The
 * type is set for a 304 too, so the headers that depend on it (a page's security policy) go
 * with it: a browser updates the cached response's headers from the 304.
 */
export function sendCached(ctx: Context, type: string, body: string | Buffer, cacheControl: string): void {
  ctx.type = type;
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', etagOf(body));
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = body;
}
