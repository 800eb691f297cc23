import { perPage, type Page } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { activeThirdParty, hostIs, isJsScript, pageRefs, type Ref } from './refs.ts';

/**
 * Analytics services built to work without cookies or personal identifiers, which data protection
 * authorities (e.g. CNIL's audience-measurement exemption) accept without prior consent.
 */
const COOKIELESS_ANALYTICS = new Set(['Plausible', 'Fathom Analytics', 'Simple Analytics', 'Cloudflare', 'Pirsch', 'GoatCounter']);

/** Session recording / heatmap tools (replay every mouse move, scroll and often keystrokes). */
export const SESSION_REPLAY: Array<{ name: string; domains: string[] }> = [
  { name: 'Hotjar', domains: ['hotjar.com', 'hotjar.io'] },
  { name: 'Microsoft Clarity', domains: ['clarity.ms'] },
  { name: 'FullStory', domains: ['fullstory.com'] },
  { name: 'Mouseflow', domains: ['mouseflow.com'] },
  { name: 'Smartlook', domains: ['smartlook.com', 'smartlook.cloud'] },
  { name: 'LogRocket', domains: ['logrocket.io', 'logrocket.com', 'lr-ingest.io', 'lr-in.com', 'lr-in-prod.com'] },
  { name: 'Lucky Orange', domains: ['luckyorange.com', 'luckyorange.net'] },
  { name: 'Crazy Egg', domains: ['crazyegg.com', 'cetrk.com'] },
  { name: 'Contentsquare', domains: ['contentsquare.net', 'content-square.net'] },
  { name: 'Quantum Metric', domains: ['quantummetric.com'] },
  { name: 'Inspectlet', domains: ['inspectlet.com'] },
  { name: 'SessionCam', domains: ['sessioncam.com'] },
  { name: 'Decibel', domains: ['decibelinsight.net'] },
  { name: 'Glassbox', domains: ['glassboxdigital.io', 'glassboxcdn.com'] },
  { name: 'PostHog', domains: ['posthog.com'] },
  { name: 'Yandex Metrica (Webvisor)', domains: ['mc.yandex.ru', 'mc.yandex.com'] },
];

/** Fingerprinting-as-a-service libraries and their CDNs. */
export const FINGERPRINT_LIBS: Array<{ name: string; domains: string[]; path?: RegExp }> = [
  { name: 'FingerprintJS', domains: ['fpjs.io', 'fpnpmcdn.net', 'openfpcdn.io', 'fpjscdn.net', 'fingerprint.com'] },
  { name: 'FingerprintJS (npm build)', domains: [], path: /\/(@fingerprintjs\/|fingerprintjs2?(@|[./-]))/i },
  { name: 'ClientJS', domains: [], path: /\/clientjs[@/]/i },
  { name: 'Evercookie', domains: [], path: /\/evercookie(\.min)?\.js/i },
  { name: 'ThreatMetrix', domains: ['online-metrix.net'] },
  { name: 'Iovation', domains: ['iesnare.com', 'iovation.com'] },
  { name: 'Sift', domains: ['sift.com', 'siftscience.com'] },
];

/** Tools that de-anonymise visitors by IP address or cookie and hand companies contact data. */
export const VISITOR_IDENTIFICATION: Array<{ name: string; domains: string[] }> = [
  { name: 'Leadfeeder / Dealfront', domains: ['lfeeder.com', 'leadfeeder.com', 'dealfront.com'] },
  { name: 'Clearbit Reveal', domains: ['clearbitscripts.com', 'clearbitjs.com', 'clearbit.com'] },
  { name: '6sense', domains: ['6sc.co', '6sense.com'] },
  { name: 'Albacross', domains: ['albacross.com'] },
  { name: 'ZoomInfo WebSights', domains: ['zi-scripts.com', 'zoominfo.com'] },
  { name: 'Demandbase', domains: ['demandbase.com'] },
  { name: 'Snitcher', domains: ['snitcher.com'] },
  { name: 'Koala', domains: ['getkoala.com'] },
  { name: 'RB2B', domains: ['rb2b.com', 'reb2b.com'] },
  { name: 'Warmly', domains: ['getwarmly.com'] },
  { name: 'Lead Forensics', domains: ['leadforensics.com', '200summit.com', 'baw5tracker.com'] },
  { name: 'Visitor Queue', domains: ['visitorqueue.com'] },
  { name: 'Leadinfo', domains: ['leadinfo.net', 'leadinfo.com'] },
];

type VendorList = ReadonlyArray<{ domains: string[]; path?: RegExp }>;

interface ListIndex {
  /** By length: the list's domains of that length, each with the position of its item. */
  byLength: Array<Array<{ domain: string; item: number }> | undefined>;
  /** Positions of the items that also match by path, in list order. */
  byPath: number[];
  /**
   * The union of the items' path patterns, tested on the whole URL so that most references are
   * ruled out without reading their path (null when a pattern cannot be joined). Only for
   * references from attributes: their URL is serialised, so the path is part of its text. (A URL
   * found in a script or captured by the fetcher keeps its own spelling, and its path is the
   * parser's reading of it, which need not be a part of it.)
   */
  anyPath: RegExp | null;
}

/**
 * Whether a path pattern keeps its meaning when joined with others and moved from the path to the
 * whole URL: no anchors, boundaries, look-arounds, named groups or back-references, no flag but `i`.
 */
function joinable(pattern: RegExp): boolean {
  return (pattern.flags === '' || pattern.flags === 'i') && !/[$^]|\\[bBk1-9]|\(\?[<=!]/.test(pattern.source);
}

/** Indexes of the constant vendor lists above (built once per list, never per page). */
const listIndexes = new Map<VendorList, ListIndex>();

function listIndex(list: VendorList): ListIndex {
  let index = listIndexes.get(list);
  if (index) return index;
  index = { byLength: [], byPath: [], anyPath: null };
  const paths: RegExp[] = [];
  for (let i = 0; i < list.length; i++) {
    for (const domain of list[i]!.domains) (index.byLength[domain.length] ??= []).push({ domain, item: i });
    const path = list[i]!.path;
    if (path) {
      index.byPath.push(i);
      paths.push(path);
    }
  }
  if (paths.length > 0 && paths.every(joinable)) index.anyPath = new RegExp(paths.map((p) => `(?:${p.source})`).join('|'), paths.some((p) => p.flags === 'i') ? 'i' : '');
  listIndexes.set(list, index);
  return index;
}

/**
 * The first item of a vendor list that the reference matches: by domain (`hostIs`) or by path.
 * A domain the host is, or ends in after a dot, has the length of the host or of one of its
 * suffixes after a dot, so only the domains of those few lengths are compared (this runs for every
 * reference against three lists, several times per page).
 */
export function listMatch<T extends { domains: string[]; path?: RegExp }>(list: T[], r: Ref): T | undefined {
  const { byLength, byPath, anyPath } = listIndex(list);
  const host = r.host;
  let best = list.length;
  for (let from = 0; from !== -1; ) {
    const candidates = byLength[host.length - from];
    if (candidates) {
      for (const c of candidates) if (c.item < best && host.endsWith(c.domain)) best = c.item;
    }
    const dot = host.indexOf('.', from);
    from = dot === -1 ? -1 : dot + 1;
  }
  if (anyPath === null || r.initiator === 'inline-script' || r.initiator === 'fetched' || anyPath.test(r.url)) {
    for (const i of byPath) {
      if (i >= best) break;
      if (list[i]!.path!.test(r.path)) return list[i];
    }
  }
  return best < list.length ? list[best] : undefined;
}

/** The first reference to each vendor of a list, in page order: one finding per vendor, not per URL. */
export function vendorsLoaded<T extends { name: string; domains: string[]; path?: RegExp }>(list: T[], refs: Iterable<Ref>): Array<{ vendor: T; ref: Ref }> {
  const out: Array<{ vendor: T; ref: Ref }> = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    const vendor = listMatch(list, ref);
    if (!vendor || seen.has(vendor.name)) continue;
    seen.add(vendor.name);
    out.push({ vendor, ref });
  }
  return out;
}

const TRACKING_CATEGORIES = new Set(['analytics', 'ad', 'marketing', 'social']);

/** Why a reference counts as a tracker, or null. */
export function trackerKind(r: Ref): string | null {
  if (!r.thirdParty) return null;
  const replay = listMatch(SESSION_REPLAY, r);
  if (replay) return `${replay.name} (session replay)`;
  const fp = listMatch(FINGERPRINT_LIBS, r);
  if (fp) return `${fp.name} (fingerprinting)`;
  const vi = listMatch(VISITOR_IDENTIFICATION, r);
  if (vi) return `${vi.name} (visitor identification)`;
  const e = r.entity;
  if (!e || !TRACKING_CATEGORIES.has(e.category) || COOKIELESS_ANALYTICS.has(e.name)) return null;
  return `${e.name} (${e.category})`;
}

/** Trackers the page requests on its own (see activeThirdParty), first reference of each. */
export const activeTrackers = perPage((page: Page): Array<{ label: string; ref: Ref }> => {
  const seen = new Map<string, Ref>();
  for (const r of activeThirdParty(page)) {
    const label = trackerKind(r);
    if (label && !seen.has(label)) seen.set(label, r);
  }
  return [...seen].map(([label, ref]) => ({ label, ref }));
});

/** Hosts of consent management platforms not (or not as such) classified by third-party-web. */
const CMP_DOMAINS = [
  'cookiebot.com', 'cookiebot.eu', 'cookielaw.org', 'onetrust.com', 'usercentrics.eu', 'usercentrics.com', 'privacy-center.org', 'privacy-mgmt.com',
  'consensu.org', 'quantcast.com', 'trustarc.com', 'truste.com', 'cdn-cookieyes.com', 'cookieyes.com', 'iubenda.com', 'osano.com', 'cookie-script.com',
  'termly.io', 'cookieinformation.com', 'consentmanager.net', 'cookiehub.net', 'cookiefirst.com', 'civiccomputing.com', 'axept.io', 'ketchcdn.com',
  'transcend-cdn.com', 'securiti.ai', 'evidon.com', 'consentframework.com', 'priv.center', 'didomi.io', 'sourcepoint.com', 'cookiepro.com', 'trustcommander.net',
  'sibbo.net', 'clickio.com', 'gravito.net', 'cookie-consent.io', 'enzuzo.com', 'complianz.io', 'borlabs.io',
];

/** File-name tokens of self-hosted consent scripts (WordPress plugins, open-source banners). */
const CMP_PATH = /cookiebot|otsdkstub|otbannersdk|optanon|usercentrics|didomi|cookieconsent|cookie-consent|cookie_consent|klaro|tarteaucitron|orejime|borlabs-cookie|complianz|cookie-law-info|cookie-notice|cookieyes|gdpr-cookie|iubenda|consentmanager|cookie-script|osano|cookiehub|cookiefirst|cmp\.js|consent-banner|cookie-banner|cookiebanner/i;

/** Ids of the containers consent platforms render (present when the banner is server-side rendered). */
const CMP_IDS = ['CybotCookiebotDialog', 'CookieConsent', 'Cookiebot', 'onetrust-consent-sdk', 'onetrust-banner-sdk', 'usercentrics-root', 'usercentrics-cmp', 'didomi-host', 'cmplz-cookiebanner-container', 'cookie-law-info-bar', 'BorlabsCookieBox', 'tarteaucitronRoot', 'klaro', 'moove_gdpr_cookie_info_bar', 'cookiescript_injected', 'cookie-notice', 'axeptio_overlay', 'qc-cmp2-container', 'sp_message_container', 'termly-code-snippet-support', 'iubenda-cs-banner', 'cookiefirst-root', 'CookieBoxMainContainer'];

/** CMP_DOMAINS by length, for isCmpHost. */
const CMP_BY_LENGTH: string[][] = [];
for (const d of CMP_DOMAINS) (CMP_BY_LENGTH[d.length] ??= []).push(d);

/**
 * Whether `hostIs(host, d)` for some CMP domain d. As in listMatch, only the domains as long as the
 * host or one of its suffixes after a dot are compared, instead of every domain for every reference.
 */
function isCmpHost(host: string): boolean {
  for (let from = 0; from !== -1; ) {
    const candidates = CMP_BY_LENGTH[host.length - from];
    if (candidates) for (const d of candidates) if (host.endsWith(d)) return true;
    const dot = host.indexOf('.', from);
    from = dot === -1 ? -1 : dot + 1;
  }
  return false;
}

export interface ConsentSignal {
  /** What was found, e.g. "Cookiebot (consent.cookiebot.com)". */
  label: string;
  element: Element | null;
}

/** gtag('consent', 'default', …): Google Consent Mode defaults. */
const CONSENT_DEFAULT = /(['"])consent\1\s*,\s*(['"])default\2/;

/**
 * Evidence of a consent management platform: a consent-provider in third-party-web, a known
 * CMP host or script name, a banner container by id, the IAB TCF API (`__tcfapi`) or Google
 * Consent Mode defaults in an inline script. Computed once per page.
 */
export const consentSignals = perPage((page: Page): ConsentSignal[] => {
  const out: ConsentSignal[] = [];
  const labels = new Set<string>();
  const push = (label: string, element: Element | null) => {
    if (labels.has(label)) return;
    labels.add(label);
    out.push({ label, element });
  };
  for (const r of pageRefs(page)) {
    if (r.inert || (r.initiator !== 'script' && r.initiator !== 'inline-script' && r.initiator !== 'link' && r.initiator !== 'fetched')) continue;
    if (r.entity?.category === 'consent-provider') push(`${r.entity.name} (${r.host})`, r.element);
    else if (isCmpHost(r.host)) push(`${r.entity?.name ?? r.domain} (${r.host})`, r.element);
    else if (r.initiator === 'script' || r.initiator === 'fetched') {
      const path = r.path;
      if (CMP_PATH.test(path.slice(-200))) push(`consent script ${path.slice(path.lastIndexOf('/') + 1) || path}`, r.element);
    }
  }
  for (const id of CMP_IDS) {
    const el = page.index.byId.get(id)?.[0];
    if (el) push(`consent banner container #${id}`, el);
  }
  for (const s of page.scripts) {
    if (s.origin !== 'inline' || !s.element || !isJsScript(s.element)) continue;
    const t = s.text.length > 200_000 ? s.text.slice(0, 200_000) : s.text;
    if (t.includes('__tcfapi') || t.includes('__cmp(')) push('IAB TCF API (__tcfapi) in an inline script', s.element);
    // The cheap substring test first: most inline scripts never mention "denied".
    if (t.includes('denied') && CONSENT_DEFAULT.test(t)) push("Google Consent Mode defaults (gtag('consent', 'default', … 'denied'))", s.element);
  }
  return out;
});
