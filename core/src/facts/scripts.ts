import type { Element } from 'domhandler';
import { perPage, type Page } from '../engine/page.ts';
import type { Script } from '../parse/js.ts';
import { serialisedHost } from '../web/href.ts';
import { hostIsThirdParty, isThirdParty } from '../web/third-party.ts';
import { isJsType } from './references.ts';
import { SourcedElement } from './sourced.ts';

/** One `<script>` element of the page; each fact is read or worked out when asked for. */
export class PageScript extends SourcedElement {
  private party: boolean | undefined;
  private normalisedType: string | undefined;
  private srcAttr: string | null | undefined;

  /** The src attribute as written, or null for an inline script. */
  get src(): string | null {
    if (this.srcAttr === undefined) this.srcAttr = this.element.attribs['src'] ?? null;
    return this.srcAttr;
  }

  /** The type attribute, trimmed and lower-cased ('' when absent). */
  get type(): string {
    if (this.normalisedType === undefined) {
      const type = this.element.attribs['type'];
      this.normalisedType = type === undefined ? '' : type.trim().toLowerCase();
    }
    return this.normalisedType;
  }

  get async(): boolean {
    return this.element.attribs['async'] !== undefined;
  }

  get defer(): boolean {
    return this.element.attribs['defer'] !== undefined;
  }

  get nomodule(): boolean {
    return this.element.attribs['nomodule'] !== undefined;
  }

  /** Has a src attribute (even an empty one): the browser runs what it names, not the element's text. */
  get external(): boolean {
    return this.src !== null;
  }

  /** The browser runs it as JavaScript: no type, a JavaScript MIME type, or module. */
  get isJs(): boolean {
    return isJsType(this.type);
  }

  /** type="module". */
  get module(): boolean {
    return this.type === 'module';
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
    if (src === null || this.async || this.defer || this.module || !this.isJs || this.inert) return false;
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

/**
 * The script fact of a `<script>` element, or undefined for another element. Found by the
 * element's offset in the source, as the list is in source order: a map keyed by element would
 * make V8 give every script element an identity hash, which cost more than the rest of the fact.
 */
export function scriptOf(page: Page, el: Element): PageScript | undefined {
  const list = pageScripts(page);
  const at = el.startIndex;
  let lo = 0;
  let hi = list.length - 1;
  if (at !== null) {
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const here = list[mid]!.element.startIndex ?? -1;
      if (here === at) return list[mid]!.element === el ? list[mid] : list.find((s) => s.element === el);
      if (here < at) lo = mid + 1;
      else hi = mid - 1;
    }
  }
  return list.find((s) => s.element === el);
}
