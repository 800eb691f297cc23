import { defineRule, dom, elementsInOrder, type Page, type RuleContext } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { upgradesInsecureRequests } from '../lib/csp.ts';
import { insecureUrl } from '../lib/urls.ts';

/** Elements whose http:// loads browsers block on HTTPS pages (Mixed Content §4.3: blockable). */
const ACTIVE: Array<[tag: string, attr: string]> = [
  ['script', 'src'],
  ['iframe', 'src'],
  ['frame', 'src'],
  ['object', 'data'],
  ['embed', 'src'],
  ['track', 'src'],
];
const LINK_RELS = new Set(['stylesheet', 'preload', 'modulepreload', 'prefetch', 'manifest']);
/** The attribute holding the URL, by tag. */
const URL_ATTR = new Map<string, string>([...ACTIVE, ['link', 'href']]);
const TAGS = [...URL_ATTR.keys()];

function loadsResource(link: Element): boolean {
  if (link.attribs['rel'] === undefined) return false;
  for (const r of dom.tokens(link, 'rel')) if (LINK_RELS.has(r)) return true;
  return false;
}

/** Reports one element when the URL it loads is plain http://. */
function checkElement(page: Page, out: RuleContext, upgrade: boolean, el: Element): void {
  const url = insecureUrl(page, el.attribs[URL_ATTR.get(el.name)!]);
  if (!url || (el.name === 'link' && !loadsResource(el))) return;
  const msg = () => `${dom.snippet(el, 90)} loads ${url.slice(0, 100)} over HTTP`;
  if (upgrade) out.warn(el, () => `${msg()}; upgrade-insecure-requests makes the browser try HTTPS instead.`);
  else out.report(el, () => `${msg()}; browsers block it.`);
}

export default defineRule({
  id: 'security/mixed-content-active',
  dimension: 'security',
  title: 'The HTTPS page loads no scripts, styles or frames over HTTP',
  failureTitle: 'The HTTPS page loads scripts, styles or frames over plain HTTP (blocked mixed content)',
  description: `Checks an HTTPS page for http:// URLs in elements whose loads browsers block as mixed content: ${ACTIVE.map(([t, a]) => `<${t} ${a}>`).join(', ')} and <link rel=stylesheet|preload|modulepreload|prefetch|manifest>. Relative URLs are resolved against <base href>. With upgrade-insecure-requests in an enforced CSP the browser upgrades them instead, which is a warning.`,
  why: 'Browsers refuse to load these resources, so the page breaks (missing scripts, unstyled content, empty frames); where a browser would load them, anyone on the network could swap them for malicious code that controls the page.',
  fix: 'Change the URLs to https:// (or make them relative), after checking the other host serves HTTPS. As a stop-gap, add `Content-Security-Policy: upgrade-insecure-requests`.',
  impact: 'serious',
  tags: ['lighthouse:is-on-https'],
  needs: ['https'],
  references: ['https://www.w3.org/TR/mixed-content/'],
  check(ctx) {
    // The elements that can load active content (and <link>, judged by its rel), in document order.
    const upgrade = upgradesInsecureRequests(ctx.page);
    for (const el of elementsInOrder(ctx.page, TAGS)) checkElement(ctx.page, ctx, upgrade, el);
    return undefined;
  },
});
