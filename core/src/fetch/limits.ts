/** Every bound the fetcher enforces; all configurable, all finite. */
export interface FetchLimits {
  maxRedirects: number;
  /** Decoded bytes of the HTML document. */
  documentBytes: number;
  /** Decoded bytes of each subresource. */
  resourceBytes: number;
  /** Decoded bytes of everything fetched for one page. */
  totalBytes: number;
  /** Subresources fetched for one page, all kinds together. */
  maxSubresources: number;
  maxStylesheets: number;
  maxScripts: number;
  /** First-view images and preloaded fonts fetched for one page (within maxSubresources). */
  maxImages: number;
  /**
   * Bytes read of each image: enough for its type and pixel size. Its full size comes from the
   * response's Content-Range or Content-Length, so a large photo costs this much, not its size.
   */
  imageProbeBytes: number;
  connectTimeoutMs: number;
  /** From sending the request to the response headers. */
  firstByteTimeoutMs: number;
  /** One request, start to last byte. */
  requestTimeoutMs: number;
  /** The whole page with its subresources. */
  pageTimeoutMs: number;
  /** Subresource requests in flight at once. */
  concurrency: number;
}

export const DEFAULT_LIMITS: FetchLimits = {
  maxRedirects: 5,
  documentBytes: 5 * 1024 * 1024,
  resourceBytes: 2 * 1024 * 1024,
  totalBytes: 16 * 1024 * 1024,
  maxSubresources: 64,
  maxStylesheets: 12,
  maxScripts: 16,
  maxImages: 24,
  imageProbeBytes: 64 * 1024,
  connectTimeoutMs: 5_000,
  firstByteTimeoutMs: 10_000,
  requestTimeoutMs: 15_000,
  pageTimeoutMs: 30_000,
  concurrency: 4,
};
