import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/** A file whose bytes are fixed for the life of the process (they depend on the configuration only). */
export interface Document {
  bytes: Buffer;
  /** The exact Content-Type header. */
  type: string;
  /**
   * The bytes' SHA-256 as a weak ETag: weak because a compression layer may send other bytes for
   * the same document, and a strong validator must change with the content coding.
   */
  etag: string;
  /** `sha256:<hex>` of the bytes, as the agent-skills index states digests. */
  digest: string;
}

export function makeDocument(body: string | object, type: string): Document {
  const bytes = Buffer.from(typeof body === 'string' ? body : `${JSON.stringify(body, null, 2)}\n`, 'utf8');
  const hash = createHash('sha256').update(bytes);
  const hex = hash.digest('hex');
  return { bytes, type, etag: `W/"${Buffer.from(hex, 'hex').toString('base64url')}"`, digest: `sha256:${hex}` };
}

/** Discovery files change only with a deploy: cache briefly, revalidate cheaply by ETag. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * RFC 9110 §13.1.2: If-None-Match matches when it is `*` or lists the current ETag (weak
 * comparison). Evaluated here rather than with Koa's `ctx.fresh`, which ignores the condition when
 * the request also says `Cache-Control: no-cache` — which fetch() adds to every conditional request.
 */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** Answers with the document, or 304 when the client's If-None-Match already names these bytes. */
export function sendDocument(ctx: Context, doc: Document): void {
  ctx.set('Cache-Control', CACHE_CONTROL);
  ctx.set('ETag', doc.etag);
  ctx.set('Content-Type', doc.type);
  ctx.status = 200;
  if ((ctx.method === 'GET' || ctx.method === 'HEAD') && noneMatch(ctx.get('If-None-Match') || undefined, doc.etag)) {
    ctx.status = 304;
    return;
  }
  ctx.body = doc.bytes;
}
