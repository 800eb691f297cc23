/**
 * Code that runs inside the rendered page, as JavaScript source (nothing of this module exists
 * there, and this project's TypeScript has no DOM types). It runs in an isolated world of its own
 * (render-page.ts): it shares the page's DOM but not its JavaScript, so the page's scripts can
 * neither see it nor change the built-ins it calls. A page can only shape the DOM they read, and
 * what they return is bounded here (characters, elements, values) and again on our side.
 */

/** The CSS properties recorded for each element: what contrast, visibility, target size, text spacing and focus checks read. */
export const RENDERED_STYLE_PROPERTIES = [
  'display',
  'visibility',
  'opacity',
  'position',
  'z-index',
  'overflow-x',
  'overflow-y',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-decoration-line',
  'text-transform',
  'white-space',
  'outline-style',
  'outline-width',
  'outline-color',
  'cursor',
  'pointer-events',
  'content-visibility',
  'clip-path',
  // What paints or hides text differently from its colour: contrast in rendered mode reads them.
  'text-shadow',
  'text-indent',
  'filter',
  'mix-blend-mode',
  'background-clip',
  '-webkit-text-fill-color',
  'clip',
  // Whether text cut at the edge of a box is marked with an ellipsis (ACT 59br37 reads it).
  'text-overflow',
] as const;

/** Elements with no box of their own, or nothing a check reads in their style. */
export const UNSTYLED_TAGS = ['head', 'meta', 'link', 'title', 'script', 'style', 'template', 'noscript', 'base', 'br', 'wbr', 'source', 'track', 'param'] as const;

/**
 * Installed before any of the page's scripts, in our isolated world: observes paint timing, LCP,
 * layout shifts and long tasks from the start (buffered), in the top frame only. The store is a
 * global of that world, which the page's own scripts cannot see.
 */
export const INSTALL_VITALS = `(() => {
  if (window !== window.top) return;
  const store = { fcp: null, lcp: null, lcpElement: null, shifts: [], longTasks: [] };
  Object.defineProperty(window, '__pagegradeVitals', { value: store, enumerable: false, configurable: false, writable: false });
  const observe = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') store.fcp = e.startTime; });
  observe('largest-contentful-paint', (e) => { store.lcp = e.renderTime || e.loadTime || e.startTime; store.lcpElement = e.element || null; });
  observe('layout-shift', (e) => {
    if (e.hadRecentInput || store.shifts.length >= 500) return;
    store.shifts.push({ startTime: e.startTime, value: e.value, sources: (e.sources || []).map((s) => s.node).filter(Boolean) });
  });
  observe('longtask', (e) => { if (store.longTasks.length < 1000) store.longTasks.push({ startTime: e.startTime, duration: e.duration }); });
})()`;

/**
 * The selector that finds an element in the serialised DOM (`html>body:nth-child(2)>h1:nth-child(1)`),
 * as a function's source: for the collector, and for the nodes a trace names. Open shadow roots
 * are serialised as a `<template shadowrootmode="open">`, the first child of their host: an element
 * of a shadow tree is found under its host's `template:nth-child(1)`, and a host's own children
 * count one more before them.
 */
export const SELECTOR_OF = `(el) => {
    const parts = [];
    let e = el;
    while (e && e !== document.documentElement) {
      let n = 1;
      for (let s = e.previousElementSibling; s; s = s.previousElementSibling) n++;
      const up = e.parentNode;
      if (up && up.nodeType === 11 && up.host) {
        parts.push(e.localName + ':nth-child(' + n + ')', 'template:nth-child(1)');
        e = up.host;
        continue;
      }
      if (up && up.nodeType === 1 && up.shadowRoot && typeof up.getHTML === 'function') n++;
      parts.push(e.localName + ':nth-child(' + n + ')');
      e = up && up.nodeType === 1 ? up : null;
    }
    parts.push('html');
    return parts.reverse().join('>');
  }`;

/** Called on a node the trace names (a text node stands for its parent): its selector, or null once it left the document. */
export const NODE_SELECTOR = `function () {
  const el = this.nodeType === 1 ? this : this.parentElement;
  return el && el.isConnected ? (${SELECTOR_OF})(el) : null;
}`;

export interface CollectArgs {
  properties: readonly string[];
  skipTags: readonly string[];
  maxElements: number;
  maxStyled: number;
  maxChars: number;
}

export interface Collected {
  html: string;
  elements: number;
  truncated: boolean;
  styled: Array<{ index: number; selector: string; tag: string; box: [number, number, number, number] | null; style: string[]; scroll?: [number, number, number, number] }>;
  vitals: {
    fcp: number | null;
    lcp: number | null;
    lcpElement: string | null;
    shifts: Array<{ startTime: number; value: number; sources: string[] }>;
    longTasks: Array<{ startTime: number; duration: number }>;
    domContentLoaded: number | null;
    load: number | null;
  };
  scroll: { width: number; height: number };
}

/**
 * Reads the page after load: the DOM serialised (bounded: past the limits the body's children
 * are kept while they fit), the computed style and border box of the first `maxStyled` elements
 * outside `<head>` and SVG, and the lab figures gathered by `INSTALL_VITALS`.
 */
export function collectScript(args: CollectArgs): string {
  return `((args) => {
  // Every element in the order of the serialised document, shadow trees included: an open shadow
  // root (null here: its <template>) comes first in its host, then the host's own children.
  const all = [];
  const roots = [];
  let count = 0;
  const walk = document.documentElement ? [document.documentElement] : [];
  while (walk.length) {
    const n = walk.pop();
    const el = n.nodeType === 1 ? n : null;
    if (count++ < args.maxElements) all.push(el);
    if (!el) roots.push(n);
    for (let c = n.lastElementChild; c; c = c.previousElementSibling) walk.push(c);
    if (el && el.shadowRoot) walk.push(el.shadowRoot);
  }
  const limit = all.length;
  const selectorOf = ${SELECTOR_OF};
  // Open shadow roots are written as declarative <template shadowrootmode> (Chromium 125+).
  const shadow = roots.length > 0 && typeof document.documentElement.getHTML === 'function' ? { serializableShadowRoots: false, shadowRoots: roots } : null;
  // The elements of the shadow trees under an element, each root's template counted.
  const inShadows = (el) => {
    let n = 0;
    const hosts = [el, ...el.querySelectorAll('*')].filter((e) => e.shadowRoot);
    while (hosts.length) {
      const inner = hosts.pop().shadowRoot.querySelectorAll('*');
      n += 1 + inner.length;
      for (const d of inner) if (d.shadowRoot) hosts.push(d);
    }
    return n;
  };
  const outer = (el) => {
    if (!shadow) return el.outerHTML;
    const close = '</' + el.localName + '>';
    const shell = el.cloneNode(false).outerHTML;
    return shell.endsWith(close) ? shell.slice(0, shell.length - close.length) + el.getHTML(shadow) + close : el.outerHTML;
  };
  // With its doctype, so the parser sees the document in the mode the browser did.
  const dt = document.doctype;
  const doctype = dt ? '<!DOCTYPE ' + dt.name + (dt.publicId ? ' PUBLIC "' + dt.publicId + '"' : '') + (dt.systemId ? (dt.publicId ? '' : ' SYSTEM') + ' "' + dt.systemId + '"' : '') + '>\\n' : '';
  let truncated = count > args.maxElements;
  let html = truncated ? '' : doctype + outer(document.documentElement);
  if (truncated || html.length > args.maxChars) {
    truncated = true;
    const openTag = (el) => { const c = el.cloneNode(false); const h = c.outerHTML; return h.slice(0, h.length - ('</' + el.localName + '>').length); };
    let out = doctype + openTag(document.documentElement) + (document.head ? document.head.outerHTML : '');
    const body = document.body;
    if (body) {
      out += openTag(body);
      if (shadow && body.shadowRoot) out += '<template shadowrootmode="open">' + body.shadowRoot.getHTML(shadow) + '</template>';
      let kept = 0;
      for (const child of body.childNodes) {
        const piece = child.nodeType === 1 ? outer(child) : child.nodeType === 3 ? child.textContent.replace(/&/g, '&amp;').replace(/</g, '&lt;') : '';
        if (out.length + piece.length > args.maxChars) break;
        if (child.nodeType === 1) { kept += 1 + child.getElementsByTagName('*').length + (shadow ? inShadows(child) : 0); if (kept > args.maxElements) break; }
        out += piece;
      }
      out += '</body>';
    }
    html = out.slice(0, args.maxChars) + '</html>';
  }
  const skip = new Set(args.skipTags);
  const styled = [];
  const sx = window.scrollX, sy = window.scrollY;
  const r2 = (n) => Math.round(n * 100) / 100;
  // Selectors of very deep elements are long: their total is bounded like everything else.
  let selectorChars = 0;
  for (let i = 0; i < limit && styled.length < args.maxStyled; i++) {
    const el = all[i];
    if (!el || skip.has(el.localName) || el.closest('head') || (el.namespaceURI === 'http://www.w3.org/2000/svg' && el.localName !== 'svg')) continue;
    const selector = selectorOf(el);
    selectorChars += selector.length;
    if (selectorChars > 2000000) break;
    const cs = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    styled.push({
      index: i,
      selector,
      tag: el.localName,
      box: el.getClientRects().length === 0 ? null : [r2(r.x + sx), r2(r.y + sy), r2(r.width), r2(r.height)],
      style: args.properties.map((p) => cs.getPropertyValue(p).slice(0, 500)),
      // A box that clips or scrolls: how large its content is beside the room it has.
      ...(cs.overflowX !== 'visible' || cs.overflowY !== 'visible' ? { scroll: [el.scrollWidth, el.scrollHeight, el.clientWidth, el.clientHeight] } : {}),
    });
  }
  const store = window.__pagegradeVitals;
  const nodeSelector = (n) => {
    const el = n && n.nodeType === 1 ? n : n ? n.parentElement : null;
    return el && el.isConnected ? selectorOf(el) : null;
  };
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    html,
    elements: count,
    truncated,
    styled,
    vitals: {
      fcp: store ? store.fcp : null,
      lcp: store ? store.lcp : null,
      lcpElement: store ? nodeSelector(store.lcpElement) : null,
      shifts: (store ? store.shifts : []).map((s) => ({ startTime: s.startTime, value: s.value, sources: s.sources.map(nodeSelector).filter((x) => x !== null).slice(0, 5) })),
      longTasks: store ? store.longTasks : [],
      domContentLoaded: nav && nav.domContentLoadedEventEnd > 0 ? nav.domContentLoadedEventEnd : null,
      load: nav && nav.loadEventEnd > 0 ? nav.loadEventEnd : null,
    },
    scroll: { width: document.documentElement.scrollWidth, height: Math.max(document.documentElement.scrollHeight, document.body ? document.body.scrollHeight : 0) },
  };
})(${JSON.stringify(args)})`;
}
