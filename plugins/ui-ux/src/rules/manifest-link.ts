import { defineRule, dom } from '@pagegrade/core';
import { linksWithRel } from '../lib/html.ts';

export default defineRule({
  id: 'ui-ux/manifest-link',
  dimension: 'uiux',
  title: 'The page links a web app manifest',
  failureTitle: 'The page links no (working) web app manifest',
  description:
    'Checks for <link rel="manifest"> with an href. None is a warning (a site that is not meant to be installed does not need one); a linked manifest that answered 404/410 when the snapshot fetched it fails. Whether its content is complete is checked by ui-ux/manifest-valid and ui-ux/manifest-icons.',
  why: 'The manifest gives the site a name, icons and colours when it is installed or added to a home screen and lets browsers offer installation; without it the shortcut uses a screenshot and the page title.',
  fix: 'Create /site.webmanifest with name, short_name, start_url, display and icons, and add <link rel="manifest" href="/site.webmanifest"> to <head>.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://www.w3.org/TR/appmanifest/'],
  check(ctx) {
    const links = linksWithRel(ctx.page, 'manifest').filter((l) => (dom.attr(l, 'href') ?? '').trim() !== '');
    // Only sites meant to be installed need one: no manifest is a warning, a broken one a failure.
    if (links.length === 0) return ctx.warning('No <link rel="manifest" href="…"> in the page.');
    const res = ctx.page.resource('manifest');
    if (res?.state === 'missing') {
      ctx.report(links[0]!, `The linked manifest ${res.url} answers ${res.status}.`);
      return undefined;
    }
    if (links.length > 1) ctx.warn(links[1]!, `${links.length} manifest links; browsers use only the first.`);
    return undefined;
  },
});
