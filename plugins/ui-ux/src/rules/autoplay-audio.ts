import { defineRule, dom } from '@pagegrade/core';
import { ctxOf, findDescendant } from '../lib/tree.ts';

export default defineRule({
  id: 'ui-ux/autoplay-audio',
  dimension: 'uiux',
  title: 'No media plays sound automatically',
  failureTitle: 'Media starts playing with sound when the page loads',
  description:
    'Fails for <audio autoplay> and <video autoplay> without the muted attribute, and for YouTube/Vimeo embeds whose URL asks for autoplay=1 without mute=1 / muted=1. Muted autoplaying video passes. ' +
    'Browsers usually block unmuted autoplay, but when they allow it (after earlier interaction, or by site setting) the sound starts unasked.',
  why: 'Sound that starts on its own startles people, embarrasses them in quiet places, and drowns out screen readers so blind users cannot find the control to stop it.',
  fix: 'Remove autoplay, or add muted (and playsinline) and let the visitor turn the sound on; always show controls.',
  impact: 'serious',
  tags: ['wcag:1.4.2', 'act:80f0bf', 'axe:no-autoplay-audio'],
  create(ctx) {
    let media = 0;
    const check = (el: import('domhandler').Element) => {
      media++;
      if (!dom.hasAttr(el, 'autoplay') || dom.hasAttr(el, 'muted') || ctxOf(ctx.page, el).inert) return;
      const src = dom.attr(el, 'src') ?? (findDescendant(el, (e) => e.name === 'source' && !!dom.attr(e, 'src'), 200)?.attribs['src'] ?? '');
      ctx.report(el, `<${el.name} autoplay>${src ? ` (${src.slice(0, 80)})` : ''} is not muted.`);
    };
    return {
      element: {
        audio: check,
        video: check,
        iframe(el) {
          const src = dom.attr(el, 'src') ?? '';
          if (!/youtube(-nocookie)?\.com\/embed|player\.vimeo\.com/i.test(src)) return;
          media++;
          const q = src.slice(src.indexOf('?') + 1).toLowerCase();
          if (src.includes('?') && /(^|&)autoplay=(1|true)/.test(q) && !/(^|&)(mute|muted)=(1|true)/.test(q)) ctx.report(el, `Embedded player ${src.slice(0, 100)} autoplays without mute.`);
        },
      },
      end() {
        if (media === 0) return ctx.notApplicable('The page has no audio, video or video embeds.');
        return undefined;
      },
    };
  },
});
