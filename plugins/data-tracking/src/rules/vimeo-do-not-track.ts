import { defineRule } from '@pagegrade/core';
import { activeThirdParty, hostIs, short } from '../lib/refs.ts';

export default defineRule({
  id: 'data-tracking/vimeo-do-not-track',
  dimension: 'dataTracking',
  title: 'Vimeo players are embedded with dnt=1',
  failureTitle: 'Vimeo players are embedded without the dnt=1 parameter',
  description: 'Checks every player.vimeo.com embed for the dnt=1 query parameter, which tells Vimeo not to set cookies or collect session data. Not applicable without Vimeo embeds.',
  why: 'Without dnt=1 the Vimeo player sets its own analytics cookies and records viewing behaviour for every visitor who loads the page.',
  fix: 'Add dnt=1 to every Vimeo player URL, e.g. https://player.vimeo.com/video/76979871?dnt=1.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://help.vimeo.com/hc/en-us/articles/12426260232977-Player-parameters-overview'],
  check(ctx) {
    let ok = 0;
    let bad = 0;
    for (const r of activeThirdParty(ctx.page)) {
      if (!hostIs(r.host, 'player.vimeo.com') || !r.url.includes('/video/')) continue;
      let dnt: string | null = null;
      try {
        dnt = new URL(r.url).searchParams.get('dnt');
      } catch {
        continue;
      }
      if (dnt === '1' || dnt === 'true') ok++;
      else {
        bad++;
        ctx.warn(r.element, `Vimeo player ${short(r.url)} has no dnt=1.`);
      }
    }
    if (ok + bad === 0) return ctx.notApplicable('The page embeds no Vimeo player.');
    if (bad === 0) return ctx.pass(`${ok} Vimeo player${ok === 1 ? '' : 's'} with dnt=1.`);
    return undefined;
  },
});
