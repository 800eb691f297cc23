import { defineRule } from '@pagegrade/core';
import { activeThirdParty, hostIs, short } from '../lib/refs.ts';

export default defineRule({
  id: 'data-tracking/youtube-privacy-mode',
  dimension: 'dataTracking',
  title: "YouTube videos are embedded in privacy-enhanced mode or behind a facade",
  failureTitle: 'YouTube videos are embedded from youtube.com, which sets tracking cookies on page view',
  description: 'Checks YouTube embeds (iframes, embeds, the IFrame Player API script): a player from www.youtube.com/embed is a warning; youtube-nocookie.com (privacy-enhanced mode) or a click-to-load facade such as <lite-youtube> passes. Not applicable without YouTube embeds.',
  why: "A youtube.com player loads Google's advertising and tracking resources and identifies the visitor as soon as the page renders, before anyone presses play.",
  fix: 'Use https://www.youtube-nocookie.com/embed/<id>, or better a facade (thumbnail plus play button, e.g. lite-youtube-embed) that loads the player only on click after informing the visitor.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    let nocookie = 0;
    let tracked = 0;
    for (const r of activeThirdParty(ctx.page)) {
      if (hostIs(r.host, 'youtube-nocookie.com')) {
        nocookie++;
        continue;
      }
      if (!hostIs(r.host, 'youtube.com')) continue;
      const path = r.path;
      if (path.startsWith('/embed') || path.startsWith('/v/') || path === '/iframe_api' || path === '/player_api') {
        tracked++;
        ctx.warn(r.element, `${r.element ? `<${r.element.name}>` : 'Request'} ${short(r.url)} loads the youtube.com player.`);
      }
    }
    const facades = (ctx.page.index.byTag.get('lite-youtube')?.length ?? 0) + (ctx.page.index.byTag.get('youtube-video')?.length ?? 0);
    if (tracked > 0) return undefined;
    if (nocookie + facades === 0) return ctx.notApplicable('The page embeds no YouTube video.');
    return ctx.pass(`${nocookie} privacy-enhanced embed${nocookie === 1 ? '' : 's'}${facades ? `, ${facades} click-to-load facade${facades === 1 ? '' : 's'}` : ''}.`);
  },
});
