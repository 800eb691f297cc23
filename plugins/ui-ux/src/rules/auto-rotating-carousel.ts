import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { boundedText, findDescendant } from '../lib/tree.ts';

/** Markup conventions of common carousel libraries for automatic rotation. */
function autoRotates(el: Element): string | null {
  const a = el.attribs;
  const ride = (a['data-ride'] ?? a['data-bs-ride'] ?? '').toLowerCase();
  if (ride === 'carousel') return `data-${a['data-bs-ride'] !== undefined ? 'bs-' : ''}ride="carousel"`;
  for (const k of ['data-autoplay', 'data-auto-play', 'data-flickity-autoplay', 'data-slick-autoplay', 'data-swiper-autoplay', 'data-autoplay-speed', 'data-interval']) {
    const v = a[k];
    if (v === undefined) continue;
    const low = v.toLowerCase().trim();
    if (low === 'false' || low === '0') continue;
    if (k === 'data-interval' && !/carousel|slider|slide/i.test(a['class'] ?? '')) continue;
    return `${k}="${v.slice(0, 20)}"`;
  }
  const slick = a['data-slick'] ?? a['data-flickity'] ?? a['data-splide'] ?? a['data-swiper'];
  if (slick && /"?autoplay"?\s*:\s*(true|\d|\{)/i.test(slick.slice(0, 500))) return 'autoplay in its data options';
  return null;
}

const CONTROL = /pause|stop|play/i;

export default defineRule({
  id: 'ui-ux/auto-rotating-carousel',
  dimension: 'uiux',
  title: 'No carousel rotates automatically without a pause control',
  failureTitle: 'A carousel advances on its own with no pause button',
  description:
    'Finds carousels configured to rotate automatically through common library markup (Bootstrap data-ride/data-bs-ride="carousel", data-autoplay, Slick/Flickity/Splide/Swiper autoplay options) and <marquee>. ' +
    'Warns when the carousel contains no button or link whose name mentions pause, stop or play. Rotation set up only in JavaScript is not visible here.',
  why: 'Slides that move on their own are hard to read before they change, distract people with attention disorders, and are a moving target for anyone who needs longer to read or aim; WCAG 2.2.2 requires a way to pause them.',
  fix: 'Do not auto-advance, or pause on hover/focus and provide a visible pause button; stop rotating when prefers-reduced-motion is set.',
  impact: 'moderate',
  tags: ['wcag:2.2.2'],
  // The '*' handlers only act on elements with carousel options (see autoRotates).
  attributes: ['data-ride', 'data-bs-ride', 'data-autoplay', 'data-auto-play', 'data-flickity-autoplay', 'data-slick-autoplay', 'data-swiper-autoplay', 'data-autoplay-speed', 'data-interval', 'data-slick', 'data-flickity', 'data-splide', 'data-swiper'],
  create(ctx) {
    let found = 0;
    const open: Element[] = [];
    return {
      element: {
        '*'(el) {
          if (el.name === 'marquee') return;
          const how = autoRotates(el);
          if (!how) return;
          open.push(el);
          // A carousel nested in another one is judged with its outer carousel.
          if (open.length > 1) return;
          found++;
          const pause = findDescendant(el, (c) => (c.name === 'button' || (c.name === 'a' && dom.hasAttr(c, 'href')) || dom.attr(c, 'role') === 'button') && CONTROL.test(`${dom.attr(c, 'aria-label') ?? ''} ${dom.attr(c, 'title') ?? ''} ${dom.attr(c, 'class') ?? ''} ${boundedText(c, 100)}`));
          if (!pause) ctx.warn(el, `${dom.snippet(el, 60)} rotates automatically (${how}) and has no pause control.`);
        },
        marquee(el) {
          ctx.warn(el, '<marquee> scrolls its content continuously with no way to pause it.');
        },
      },
      elementExit: {
        '*'(el) {
          if (open.length && open[open.length - 1] === el) open.pop();
        },
      },
      end() {
        if (found === 0 && !(ctx.page.index.byTag.get('marquee')?.length)) return ctx.pass('No automatically rotating carousel found in the markup.');
        return undefined;
      },
    };
  },
});
