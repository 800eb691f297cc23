import { defineRule, dom } from '@pagegrade/core';
import { activeThirdParty, short } from '../lib/refs.ts';

/** Powerful or identifying features (Permissions Policy names) worth not delegating to other sites. */
const SENSITIVE = new Set(['geolocation', 'camera', 'microphone', 'display-capture', 'clipboard-read', 'usb', 'serial', 'hid', 'bluetooth', 'midi', 'idle-detection', 'local-fonts', 'browsing-topics', 'attribution-reporting', 'join-ad-interest-group', 'run-ad-auction', 'private-aggregation', 'shared-storage', 'ch-ua-model', 'ch-ua-full-version-list', 'ch-ua-platform-version', 'ch-ua-arch', 'ch-ua-bitness', 'ch-device-memory', 'storage-access', 'identity-credentials-get']);

export default defineRule({
  id: 'data-tracking/third-party-iframe-permissions',
  dimension: 'dataTracking',
  title: 'Third-party frames get no sensitive permissions',
  failureTitle: 'Third-party frames are allowed to use sensitive features',
  description: 'Reads the allow attribute of iframes from other sites and lists delegated features that expose personal or identifying data: geolocation, camera, microphone, screen capture, clipboard reading, USB/serial/HID/Bluetooth/MIDI devices, idle detection, local fonts, the Topics/Protected Audience/Attribution advertising APIs, shared storage, storage access and high-entropy client hints. Not applicable without third-party iframes.',
  why: 'The allow attribute hands the embedding page\'s permissions to the embedded site; a widget or ad frame can then ask for the location, camera or advertising signals under your site\'s name.',
  fix: 'Remove the features the embed does not need from allow; keep only what the embed\'s documented function requires (e.g. "autoplay; encrypted-media; picture-in-picture" for video players).',
  impact: 'moderate',
  tags: ['best-practice'],
  check(ctx) {
    let frames = 0;
    let delegated = 0;
    for (const r of activeThirdParty(ctx.page)) {
      if (r.initiator !== 'iframe' || !r.element) continue;
      frames++;
      const allow = (dom.attr(r.element, 'allow') ?? '').slice(0, 2000).toLowerCase();
      if (!allow) continue;
      const features = allow
        .split(';')
        .map((d) => d.trim().split(/\s+/)[0] ?? '')
        .filter((f) => SENSITIVE.has(f));
      if (features.length) delegated++;
      if (features.length) ctx.warn(r.element, `iframe ${short(r.url, 70)} is allowed ${[...new Set(features)].join(', ')}.`);
    }
    if (frames === 0) return ctx.notApplicable('The page has no third-party iframe.');
    if (delegated > 0) return undefined;
    return ctx.pass(`${frames} third-party iframe${frames === 1 ? '' : 's'}, none allowed a sensitive feature.`);
  },
});
