import { defineRule, dom } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';

export default defineRule({
  id: 'accessibility/no-autoplay-audio',
  dimension: 'accessibility',
  title: 'Media does not play sound automatically without controls',
  failureTitle: 'Some media plays automatically with sound and no controls',
  description: 'Checks <video> and <audio> elements with autoplay that are not muted: they pass when they show native controls (a way to pause or mute) and warn otherwise. It warns rather than fails because sound shorter than 3 seconds, or a silent file, is allowed and the duration is not known statically.',
  why: 'Sound that starts on its own talks over screen readers, so their users cannot hear the page to find the stop button, and it distracts people with attention disorders.',
  fix: 'Do not autoplay sound; if you must, add the muted attribute or show controls so users can pause or mute it, and keep autoplaying sound under 3 seconds.',
  impact: 'moderate',
  tags: ['axe:no-autoplay-audio', 'act:80f0bf', 'wcag:1.4.2'],
  check(ctx) {
    const page = ctx.page;
    let checked = 0;
    for (const tag of ['video', 'audio']) {
      for (const el of page.index.byTag.get(tag) ?? []) {
        if (el.attribs['autoplay'] === undefined || el.attribs['muted'] !== undefined || isHidden(page, el)) continue;
        checked++;
        if (el.attribs['controls'] !== undefined) continue;
        const src = el.attribs['src'] ?? dom.childElements(el).find((c) => c.name === 'source')?.attribs['src'] ?? dom.snippet(el, 50);
        ctx.warn(el, `<${tag}> ${src} autoplays unmuted without controls${el.attribs['loop'] !== undefined ? ', in a loop' : ''}.`);
      }
    }
    if (checked === 0) return ctx.notApplicable('No media element autoplays with sound.');
    return undefined;
  },
});
