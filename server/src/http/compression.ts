import compress from 'koa-compress';

/** Text formats worth compressing; images other than SVG are compressed already. */
const TEXT = /^(text\/(?!event-stream)|application\/([\w.-]+\+)?(json|xml)\b|application\/(javascript|ecmascript)\b|image\/svg\+xml\b)/i;

/**
 * Brotli or gzip for every text response of 1 KiB or more (pages, JSON, CSS, SVG, markdown), by
 * the client's Accept-Encoding. Event streams are left alone: a compressor would hold events back
 * until its buffer fills.
 */
export function compression() {
  return compress({ threshold: 1024, filter: (type: string) => TEXT.test(type) });
}
