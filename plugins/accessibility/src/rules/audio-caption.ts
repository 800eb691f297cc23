import { defineRule, dom } from '@pagegrade/core';
import { contentText, idrefTargets, isHidden } from '@pagegrade/core/a11y';

/** Characters of referenced text taken as a transcript rather than a caption or short description. */
const MIN_TRANSCRIPT = 200;
const TRANSCRIPT = /transcri(?:pt|ption)|transkript|transcripci[oó]n|trascrizione/i;

export default defineRule({
  id: 'accessibility/audio-caption',
  dimension: 'accessibility',
  title: 'Audio content has a transcript',
  failureTitle: 'Audio is published without any visible transcript',
  description: `For pages with <audio> elements, looks for a transcript. It passes when every audio element references (aria-describedby) at least ${MIN_TRANSCRIPT} characters of text on the page; it needs review when only a short description or a link, button or heading mentioning a transcript is found, because only a person can confirm the transcript is complete; with none it warns. Static checks do not prove accessibility.`,
  why: 'Deaf and hard-of-hearing people, and anyone who cannot play sound, need a text transcript of podcasts, interviews and other audio.',
  fix: 'Publish a full text transcript next to the player (or link to it) and reference it with aria-describedby.',
  impact: 'serious',
  tags: ['axe:audio-caption', 'wcag:1.2.1'],
  check(ctx) {
    const page = ctx.page;
    const audios = (page.index.byTag.get('audio') ?? []).filter((a) => !isHidden(page, a));
    if (audios.length === 0) return ctx.notApplicable('The page has no <audio> elements.');
    // Every audio points (aria-describedby) at text on the page long enough to be a transcript → pass.
    let described = 0;
    let short = 0;
    for (const a of audios) {
      const ref = a.attribs['aria-describedby'];
      const targets = ref ? idrefTargets(ref, page) : [];
      if (targets.length === 0) continue;
      const length = targets.reduce((n, t) => n + contentText(t, page, true).text.length, 0);
      if (length >= MIN_TRANSCRIPT) described++;
      else short++;
    }
    if (described === audios.length) return ctx.pass(`Each audio element references (aria-describedby) at least ${MIN_TRANSCRIPT} characters of text on the page, the length of a transcript rather than a caption.`);
    if (short > 0) return ctx.needsReview(`${short} audio element(s) reference a short description (under ${MIN_TRANSCRIPT} characters); check that a complete transcript is available.`);
    for (const tag of ['a', 'button', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'summary']) {
      for (const el of page.index.byTag.get(tag) ?? []) {
        const text = contentText(el, page).text;
        if (TRANSCRIPT.test(text)) return ctx.needsReview(`The page mentions a transcript ("${text.slice(0, 50)}"); check that it covers all ${audios.length} audio item(s).`);
      }
    }
    for (const a of audios) {
      const src = a.attribs['src'] ?? dom.childElements(a).find((c) => c.name === 'source')?.attribs['src'] ?? dom.snippet(a, 50);
      ctx.warn(a, `Audio ${src} has no transcript link, heading or aria-describedby on the page.`);
    }
    return undefined;
  },
});
