import type { Element } from 'domhandler';
import type { Page } from '../engine/page.ts';
import type { Resource } from '../snapshot/resolve.ts';
import { noscriptOrTemplateContent } from './references.ts';

/**
 * An element that names one resource in an attribute (an image's src, a script's src): the URL
 * and the snapshot's record of it, worked out on first read.
 */
export abstract class SourcedElement {
  private resolved: string | null | undefined;
  private record: Resource | null | undefined;

  constructor(
    protected readonly page: Page,
    readonly element: Element,
  ) {}

  /** The attribute that names the resource, as written, or null. */
  abstract get src(): string | null;

  /** The source resolved against the base URL (any scheme, `data:` included); null when absent, empty or unparsable. */
  get url(): string | null {
    if (this.resolved === undefined) {
      const src = this.src;
      this.resolved = src !== null && src.trim() !== '' ? this.page.resolveUrl(src) : null;
    }
    return this.resolved;
  }

  /** The snapshot's record of the source, whatever its state (failed, blocked …); null when the snapshot has none. */
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

  /** Inside `<noscript>` or `<template>`: a browser with scripting ignores it. */
  get inert(): boolean {
    return noscriptOrTemplateContent(this.page).has(this.element);
  }
}
