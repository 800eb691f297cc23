import { defineRule } from '@pagegrade/core';
import { manifestOf } from '../lib/manifest.ts';

const DISPLAY = new Set(['fullscreen', 'standalone', 'minimal-ui', 'browser']);

export default defineRule({
  id: 'ui-ux/manifest-valid',
  dimension: 'uiux',
  title: 'The web app manifest is valid and names the app',
  failureTitle: 'The web app manifest is invalid or incomplete',
  description:
    'Parses the fetched manifest: it must be a JSON object with a non-empty name or short_name (fail otherwise). ' +
    'A missing start_url, a missing or unknown display, or display "browser" (not installable as an app) warn. A manifest answering 404 is reported by ui-ux/manifest-link, not here.',
  why: 'Browsers ignore a manifest that does not parse, and without a name, start_url and an app display mode the site cannot be installed or launched as an app.',
  fix: 'Serve valid JSON with at least: "name", "short_name" (≤ 12 characters), "start_url": "/", "display": "standalone".',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['manifest'],
  references: ['https://www.w3.org/TR/appmanifest/'],
  check(ctx) {
    const m = manifestOf(ctx.page)!;
    if (m.resource.state === 'missing') return ctx.notApplicable(`The manifest ${m.resource.url} answered ${m.resource.status}; ui-ux/manifest-link reports that.`);
    if (!m.data) return ctx.fail(`The manifest ${m.error}.`);
    const d = m.data;
    const name = typeof d['name'] === 'string' ? d['name'].trim() : '';
    const short = typeof d['short_name'] === 'string' ? d['short_name'].trim() : '';
    if (!name && !short) ctx.report(null, `${m.resource.url} has neither "name" nor "short_name".`);
    else if (short.length > 12) ctx.warn(null, `short_name "${short.slice(0, 40)}" is ${short.length} characters; home screens truncate beyond about 12.`);
    else if (!short && name.length > 12) ctx.warn(null, `No short_name, and name "${name.slice(0, 40)}" is ${name.length} characters; home screens will truncate it.`);
    if (typeof d['start_url'] !== 'string') ctx.warn(null, `${m.resource.url} has no "start_url"; launches open the URL the app was installed from.`);
    const display = d['display'];
    if (typeof display !== 'string') ctx.warn(null, `${m.resource.url} has no "display"; the app opens as a browser tab.`);
    else if (!DISPLAY.has(display)) ctx.warn(null, `display "${display.slice(0, 30)}" is not one of fullscreen, standalone, minimal-ui, browser.`);
    else if (display === 'browser') ctx.warn(null, 'display "browser": the installed app opens as an ordinary tab.');
    return undefined;
  },
});
