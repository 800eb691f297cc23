import type { Element } from 'domhandler';
import { perPage, type Page } from '../engine/page.ts';
import type { Script } from '../parse/js.ts';
import type { Resource } from '../snapshot/resolve.ts';
import { serialisedHost } from '../web/href.ts';
import { hostIsThirdParty, isThirdParty } from '../web/third-party.ts';
import { isJsScript, noscriptOrTemplateContent } from './references.ts';

/**
 * One `<script>` element of the page. The element's attributes are read when the list is built;
 * the URL, the record, the party, the size and the parsed script are worked out on first read.
 */
export class PageScript {
  private resolved: string | null | undefined;
  private record: Resource | null | undefined;
  private party: boolean | undefined;

  /** The src attribute as written, or null for an inline script. */
  readonly src: string | null;
  /** The type attribute, trimmed and lower-cased ('' when absent). */
  readonly type: string;
  readonly async: boolean;
  readonly defer: boolean;
  readonly nomodule: boolean;

  constructor(
    private readonly page: Page,
    readonly element: Element,
  ) {
    const a = element.attribs;
    this.src = a['src'] ?? null;
    const type = a['type'];
    this.type = type === undefined ? '' : type.trim().toLowerCase();
    this.async = a['async'] !== undefined;
    this.defer = a['defer'] !== undefined;
    this.nomodule = a['nomodule'] !== undefined;
  }

  /** Has a src attribute (even an empty one): the browser runs what it names, not the element's text. */
  get external(): boolean {
    return this.src !== null;
  }

  /** The browser runs it as JavaScript: no type, a JavaScript MIME type, or module. */
  get isJs(): boolean {
    return isJsScript(this.element);
  }

  /** type="module". */
  get module(): boolean {
    return this.type === 'module';
  }

  /** The src resolved against the base URL (any scheme); null for an inline script, an empty src or one that does not parse. */
  get url(): string | null {
    if (this.resolved === undefined) {
      const src = this.src;
      this.resolved = src !== null && src.trim() !== '' ? this.page.resolveUrl(src) : null;
    }
    return this.resolved;
  }

  /** The snapshot's record of the src, whatever its state; null when it has none (and for inline scripts). */
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

  /**
   * An external script from another party than the page (another registrable domain, not of the
   * page's entity: `hostIsThirdParty`); false for inline scripts and when the page has no site.
   */
  get thirdParty(): boolean {
    if (this.party === undefined) {
      const url = this.url;
      if (url === null) this.party = false;
      else {
        // page.resolveUrl serialises: the host is read off the text when it has the usual shape.
        const host = serialisedHost(url);
        this.party = host === null ? isThirdParty(url, this.page.url) : hostIsThirdParty(this.page, host);
      }
    }
    return this.party;
  }

  /** Inside `<noscript>` or `<template>`: a browser with scripting never runs it. */
  get inert(): boolean {
    return noscriptOrTemplateContent(this.page).has(this.element);
  }

  /**
   * The parsed JavaScript (`page.scripts`' entry: text, AST or syntax error): for an inline
   * JavaScript script, or an external one the snapshot fetched; else null.
   */
  get parsed(): Script | null {
    return parsedByElement(this.page).get(this.element) ?? null;
  }

  /**
   * The size in bytes (UTF-8) of the code the browser runs: the inline text, or the fetched
   * script's decoded text; null when the snapshot lacks the external script or it is not JavaScript.
   */
  get size(): number | null {
    const parsed = this.parsed;
    return parsed === null ? null : Buffer.byteLength(parsed.text);
  }

  /**
   * An external classic script without async or defer: it stops the HTML parser where it stands.
   * On a rendered page (the DOM after load) only one the HTML as served holds: a script that a
   * script inserted carries no async attribute, yet runs asynchronously and never blocked the parser.
   */
  get parserBlocking(): boolean {
    const src = this.src;
    if (src === null || this.module || !this.isJs || this.async || this.defer || this.inert) return false;
    const rendered = this.page.rendered;
    return !rendered || servedWith(rendered.servedHtml, src);
  }
}

/** Whether the served HTML names a script's source, as written or with `&` escaped. */
function servedWith(served: string, src: string): boolean {
  return src !== '' && (served.includes(src) || (src.includes('&') && served.includes(src.replaceAll('&', '&amp;'))));
}

const parsedByElement = perPage((page: Page): Map<Element, Script> => {
  const map = new Map<Element, Script>();
  for (const s of page.scripts) if (s.element !== null && !map.has(s.element)) map.set(s.element, s);
  return map;
});

/** Every `<script>` element of the page, JSON and templates included, in document order. */
export const pageScripts = perPage((page: Page): PageScript[] => (page.index.byTag.get('script') ?? []).map((el) => new PageScript(page, el)));

const byElement = perPage((page: Page): Map<Element, PageScript> => {
  const map = new Map<Element, PageScript>();
  for (const s of pageScripts(page)) map.set(s.element, s);
  return map;
});

/** The script fact of a `<script>` element, or undefined for another element. */
export function scriptOf(page: Page, el: Element): PageScript | undefined {
  return byElement(page).get(el);
}
