import type { Page } from '../engine/page.ts';
import type { Resource } from '../snapshot/resolve.ts';

/**
 * What an element's source attribute (an image's or a script's src) names: its URL resolved
 * against the base URL (any scheme, `data:` included; null when absent, empty or unparsable) and
 * the snapshot's record of it, whatever its state (null when it has none). Worked out on first
 * read. Held by the image and script facts rather than inherited: a derived class's constructor
 * made each fact several times dearer to build (measured), and pages have thousands of images.
 */
export class Source {
  private resolved: string | null | undefined;
  private record: Resource | null | undefined;

  constructor(
    private readonly page: Page,
    /** The attribute as written, or null. */
    readonly src: string | null,
  ) {}

  get url(): string | null {
    if (this.resolved === undefined) {
      const src = this.src;
      this.resolved = src !== null && src.trim() !== '' ? this.page.resolveUrl(src) : null;
    }
    return this.resolved;
  }

  get resource(): Resource | null {
    if (this.record === undefined) {
      const url = this.url;
      this.record = (url !== null && this.page.resourceByUrl(url)) || null;
    }
    return this.record;
  }

  /** The record when it was fetched whole (state ok), else null. */
  get fetched(): Resource | null {
    const r = this.resource;
    return r !== null && r.state === 'ok' ? r : null;
  }
}
