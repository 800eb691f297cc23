import { defineRule, cssDecls } from '@pagegrade/core';
import { declTarget, declWhere, rootTarget, screenMedia } from '../lib/css.ts';

const SCROLL_EVENTS = new Set(['wheel', 'mousewheel', 'DOMMouseScroll', 'touchmove']);
const CANCELS = /preventDefault|return\s+false/;

export default defineRule({
  id: 'ui-ux/scroll-hijacking',
  dimension: 'uiux',
  title: 'Scrolling is left to the browser',
  failureTitle: 'The page takes over or constrains scrolling',
  description:
    'Warns for scripts that cancel wheel, mousewheel, DOMMouseScroll or touchmove events on window, document or body (scroll-jacking), for full-page scrolling libraries (fullPage.js, pagePiling), ' +
    'and for scroll-snap-type with mandatory snapping on html or body. Otherwise passes. Scroll effects built other ways need a browser to see.',
  why: 'Hijacked scrolling ignores the speed and distance people choose, jumps whole screens at a time, breaks trackpads, keyboard and assistive scrolling, and makes content between snap points unreachable.',
  fix: 'Let the browser scroll natively; use scroll-snap-type: y proximity on inner carousels rather than mandatory snapping on the page, and animate with scroll-driven CSS instead of cancelling wheel events.',
  impact: 'moderate',
  tags: ['best-practice'],
  // The call handler only cares about this name: the engine calls it for nothing else.
  jsNames: ['addEventListener'],
  create(ctx) {
    return {
      element: {
        script(el) {
          const src = el.attribs['src'] ?? '';
          if (/fullpage(\.min)?\.js|pagepiling|onepage-scroll/i.test(src)) ctx.warn(el, `${src.slice(0, 100)} is a full-page scroll-jacking library.`);
        },
      },
      js: {
        CallExpression(node, script) {
          const callee = node['callee'];
          if (callee?.type !== 'MemberExpression' || callee.property?.name !== 'addEventListener') return;
          const obj = callee.object;
          const global =
            (obj?.type === 'Identifier' && (obj.name === 'window' || obj.name === 'document')) ||
            (obj?.type === 'MemberExpression' && obj.object?.name === 'document' && (obj.property?.name === 'body' || obj.property?.name === 'documentElement'));
          const first = node['arguments']?.[0];
          if (!global || first?.type !== 'Literal' || !SCROLL_EVENTS.has(first.value)) return;
          const fn = node['arguments']?.[1];
          const body = fn && typeof fn.start === 'number' ? script.text.slice(fn.start, Math.min(fn.end, fn.start + 3000)) : '';
          if (CANCELS.test(body)) ctx.warn({ script, offset: node.start }, `A script cancels "${first.value}" events on the whole page.`);
        },
      },
      end() {
        for (const d of cssDecls(ctx.page, 'scroll-snap-type')) {
          if (!screenMedia(d.rule?.media ?? null) || !rootTarget(d) || !/mandatory/.test(d.value)) continue;
          ctx.warn(declTarget(d), `scroll-snap-type: ${d.value} in ${declWhere(d)} snaps the whole page between sections.`);
        }
        return undefined;
      },
    };
  },
});
