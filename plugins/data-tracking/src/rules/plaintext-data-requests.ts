import { defineRule } from '@pagegrade/core';
import { describe, pageRefs } from '../lib/refs.ts';

export default defineRule({
  id: 'data-tracking/plaintext-data-requests',
  dimension: 'dataTracking',
  title: 'No request sends data over plain HTTP',
  failureTitle: 'Requests carry data in their URLs over plain HTTP',
  description: 'On an HTTPS page, finds requests to http: URLs that carry a query string (tracking beacons, pixels, analytics hits, API calls) from script, link, img, iframe, media and embed sources, inline snippets and captured subresources. Mixed content as such is judged by the security checks; this check is about the data those URLs carry.',
  why: 'Query strings of tracking requests hold identifiers, page URLs and events; over plain HTTP they are readable by anyone on the network path and can be tied to the visitor.',
  fix: 'Switch the endpoints to https://, or remove the vendor if it does not support HTTPS.',
  impact: 'moderate',
  tags: ['best-practice'],
  needs: ['https'],
  check(ctx) {
    let n = 0;
    for (const r of pageRefs(ctx.page)) {
      if (r.inert || !r.url.startsWith('http:')) continue;
      const q = r.url.indexOf('?');
      if (q === -1 || q === r.url.length - 1) continue;
      n++;
      ctx.report(r.element, `Plain-HTTP request with parameters: ${describe(r)}.`);
      if (n >= 100) break;
    }
    if (n === 0) return ctx.pass('No plain-HTTP request carries parameters.');
    return undefined;
  },
});
