import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { activeThirdParty, short } from '../lib/refs.ts';

function hidden(el: Element): string | null {
  if (dom.hasAttr(el, 'hidden')) return 'hidden attribute';
  const w = (dom.attr(el, 'width') ?? '').trim();
  const h = (dom.attr(el, 'height') ?? '').trim();
  if (/^[01](px)?$/.test(w) || /^[01](px)?$/.test(h)) return `${w || 'auto'}×${h || 'auto'} px`;
  const style = (dom.attr(el, 'style') ?? '').slice(0, 300).toLowerCase().replace(/\s+/g, '');
  if (/(^|;)display:none/.test(style)) return 'display:none';
  if (/(^|;)visibility:hidden/.test(style)) return 'visibility:hidden';
  if (/(^|;)(width|height):[01]px/.test(style)) return 'zero size';
  return null;
}

export default defineRule({
  id: 'data-tracking/hidden-tracking-iframes',
  dimension: 'dataTracking',
  title: 'No hidden third-party frames are embedded',
  failureTitle: 'Hidden third-party iframes run on the page',
  description: 'Finds iframes from other sites that are hidden (the hidden attribute, width or height of 0–1 px, display:none or visibility:hidden inline), including the <noscript> fallbacks of tag managers. Styles from stylesheets are not considered.',
  why: "A hidden frame shows nothing to the visitor; third parties use them for cookie syncing between ad networks and for tag-manager fallbacks, which load a full document with the third party's cookies.",
  fix: 'Remove hidden third-party frames, or load them only after consent; drop the <noscript> iframe of tag managers if no tags are meant to fire without JavaScript.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    let n = 0;
    for (const r of activeThirdParty(ctx.page)) {
      if (r.initiator !== 'iframe' || !r.element) continue;
      const why = hidden(r.element);
      if (!why) continue;
      n++;
      ctx.warn(r.element, `Hidden iframe (${why}) loads ${short(r.url)}${r.entity ? ` (${r.entity.name})` : ''}.`);
    }
    if (n === 0) return ctx.pass('No hidden third-party iframe.');
    return undefined;
  },
});
