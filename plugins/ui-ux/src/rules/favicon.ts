import { defineRule } from '@pagegrade/core';
import { fetchedFor, iconLinks } from '../lib/icons.ts';

export default defineRule({
  id: 'ui-ux/favicon',
  dimension: 'uiux',
  title: 'The page has a favicon',
  failureTitle: 'The page has no working favicon',
  description:
    'Checks for a <link rel="icon"> with an href, or, when there is none, a /favicon.ico the snapshot fetched successfully. ' +
    'An icon URL that the snapshot shows answering 404/410 fails; no icon link and no fetched /favicon.ico warns, since browsers still try /favicon.ico.',
  why: 'The favicon identifies the site in tabs, bookmarks, history and mobile search results; a missing one makes the site hard to find among open tabs and looks unfinished.',
  fix: 'Add <link rel="icon" href="/favicon.svg" type="image/svg+xml"> (and/or a 32×32 PNG or /favicon.ico) to <head> and make sure the file is served.',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    const links = iconLinks(page);
    if (links.length > 0) {
      let ok = 0;
      for (const link of links) {
        const { url, resource } = fetchedFor(page, link);
        if (resource?.state === 'missing') ctx.report(link, `The icon ${url} answers ${resource.status}.`);
        else ok++;
      }
      if (ok > 0) return ctx.pass(`${links.length} icon link(s).`);
      return undefined;
    }
    const origin = page.location && /^https?:$/.test(page.location.protocol) ? page.location.origin : null;
    const ico = origin ? page.resourceByUrl(`${origin}/favicon.ico`) : undefined;
    if (ico?.state === 'ok') return ctx.pass(`No icon link, but ${ico.url} is served (browsers fall back to it).`);
    if (ico?.state === 'missing') return ctx.fail(`No <link rel="icon"> and ${ico.url} answers ${ico.status}.`);
    return ctx.warning('No <link rel="icon"> in the page; browsers will fall back to /favicon.ico, which this snapshot did not fetch.');
  },
});
