import { defineRule, dom, cssDecls, selectorText, splitSelectorList, selectorSubject, compoundType } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { desktopOnly, screenMedia, unfetchedSheets } from '../lib/css.ts';
import { ctxOf } from '../lib/tree.ts';

/** Wider than any phone screen in portrait. */
const WIDE = 480;
const MEDIA = new Set(['img', 'iframe', 'video', 'embed', 'object', 'canvas']);
const WRAPPER = /embed-responsive|responsive-embed|ratio|video-wrapper|video-container|iframe-container|embed-container|fluid-width|fitvids|aspect/i;
const FLUID_VALUE = /%|vw|vi\b|min\(|clamp\(/;

export default defineRule({
  id: 'ui-ux/fluid-media',
  dimension: 'uiux',
  title: 'Large images, videos and embeds shrink to fit small screens',
  failureTitle: 'Large media have a fixed width and may overflow phone screens',
  description:
    `For img, iframe, video, embed, object and canvas elements with a width attribute or inline width of ${WIDE} px or more, checks that something lets them shrink: a CSS rule (that can apply on phones) giving max-width or width in %/vw to their element type or one of their classes, an inline max-width/width in %, or a responsive-embed wrapper class (ratio, embed-responsive, video-wrapper …) on one of their two nearest ancestors. ` +
    'Each fixed one warns; when linked stylesheets were not fetched, the answer is needs-review. Not applicable without such media.',
  why: 'A 640 px video embed or a 1200 px image without max-width pushes the page wider than a phone screen, so visitors must scroll sideways or the browser shrinks the whole page.',
  fix: 'Add img, video, iframe { max-width: 100%; height: auto } (and aspect-ratio for iframes), or wrap embeds in a responsive container.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    const large: Array<[Element, number]> = [];
    for (const tag of MEDIA) {
      for (const el of page.index.byTag.get(tag) ?? []) {
        // Most media elements have neither a width attribute nor a style: nothing fixes their width.
        if (el.attribs['width'] === undefined && el.attribs['style'] === undefined) continue;
        const attrW = Number((dom.attr(el, 'width') ?? '').trim());
        const style = (dom.attr(el, 'style') ?? '').slice(0, 500);
        const styleW = /(^|;)\s*width\s*:\s*(\d+(?:\.\d+)?)px/i.exec(style);
        const w = Math.max(Number.isFinite(attrW) ? attrW : 0, styleW ? Number(styleW[2]) : 0);
        if (w < WIDE || /(max-)?width\s*:\s*[\d.]+(%|vw)/i.test(style)) continue;
        // The tree context decides only for elements wider than the viewport.
        const c = ctxOf(page, el);
        if (!c.hidden && !c.inert) large.push([el, w]);
      }
    }
    if (large.length === 0) return ctx.notApplicable(`No image, video or embed is fixed at ${WIDE} px or wider.`);
    const fluidTypes = new Set<string>();
    const fluidClasses = new Set<string>();
    for (const d of cssDecls(page, 'max-width', 'width')) {
      if (!d.rule || !FLUID_VALUE.test(d.value) || !screenMedia(d.rule.media) || desktopOnly(d.rule.media)) continue;
      for (const s of splitSelectorList(selectorText(d.rule))) {
        const subj = selectorSubject(s);
        const t = compoundType(subj);
        if (MEDIA.has(t) || subj === '*') fluidTypes.add(subj === '*' ? '*' : t);
        for (const m of subj.matchAll(/\.([\w-]+)/g)) fluidClasses.add(m[1]!);
      }
    }
    const isFluid = (el: Element) => {
      if (fluidTypes.has(el.name) || fluidTypes.has('*')) return true;
      if (dom.tokens(el, 'class').some((c) => fluidClasses.has(c))) return true;
      let cur = el.parent as Element | null;
      for (let i = 0; i < 2 && cur && 'attribs' in cur; i++, cur = cur.parent as Element | null) if (WRAPPER.test(cur.attribs['class'] ?? '')) return true;
      return false;
    };
    const fixed = large.filter(([el]) => !isFluid(el));
    if (fixed.length === 0) return ctx.pass(`${large.length} large media element(s), all allowed to shrink.`);
    const missing = unfetchedSheets(page);
    if (missing.length) return ctx.needsReview(`${fixed.length} media element(s) are ${WIDE} px or wider (first: ${dom.snippet(fixed[0]![0], 60)}) and the CSS seen does not let them shrink, but ${missing.length} linked stylesheet(s) were not fetched (${missing[0]}).`);
    for (const [el, w] of fixed) ctx.warn(el, `${dom.snippet(el, 70)} is ${w} px wide and nothing in the CSS lets it shrink on small screens.`);
    return undefined;
  },
});
