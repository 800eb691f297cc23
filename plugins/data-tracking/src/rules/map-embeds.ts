import { defineRule } from '@pagegrade/core';
import { activeThirdParty, hostIs, short, type Ref } from '../lib/refs.ts';

function mapProvider(r: Ref): string | null {
  const path = r.path;
  const h = r.host;
  if ((hostIs(h, 'google.com') || /^(www\.)?google\.[a-z.]+$/.test(h)) && path.startsWith('/maps')) return 'Google Maps';
  if (h.startsWith('maps.google.')) return 'Google Maps';
  if (hostIs(h, 'maps.googleapis.com') && path.startsWith('/maps/api/js')) return 'Google Maps JavaScript API';
  if (hostIs(h, 'bing.com') && path.startsWith('/maps')) return 'Bing Maps';
  if (hostIs(h, 'virtualearth.net')) return 'Bing Maps';
  if (hostIs(h, 'js.api.here.com')) return 'HERE Maps';
  return null;
}

export default defineRule({
  id: 'data-tracking/map-embeds',
  dimension: 'dataTracking',
  title: 'No interactive map from a tracking provider loads with the page',
  failureTitle: 'An interactive map sends visitor data to the map provider on page view',
  description: 'Finds Google Maps (embed iframes and the Maps JavaScript API), Bing Maps and HERE Maps loaded with the page.',
  why: "An embedded map contacts the provider with the visitor's IP address and the provider's cookies before the visitor interacts with it; German data protection authorities require consent or a click-to-load placeholder for Google Maps.",
  fix: 'Show a static map image or an address link, and load the interactive map only after the visitor clicks it; or use a self-hosted OpenStreetMap tile setup.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    let n = 0;
    for (const r of activeThirdParty(ctx.page)) {
      if (r.initiator !== 'iframe' && r.initiator !== 'script' && r.initiator !== 'inline-script') continue;
      const p = mapProvider(r);
      if (!p) continue;
      n++;
      ctx.warn(r.element, `${p}: ${r.element ? `<${r.element.name}> ` : ''}${short(r.url)}.`);
    }
    if (n === 0) return ctx.pass('No interactive map from Google, Bing or HERE is embedded.');
    return undefined;
  },
});
