import type { Page } from '@pagegrade/core';

export interface SetCookie {
  name: string;
  value: string;
  /** Lifetime in seconds from the response; null for a session cookie. */
  lifetime: number | null;
  domain: string | null;
  raw: string;
}

const cache = new WeakMap<Page, SetCookie[]>();

/** Cookie lifetime from Max-Age (wins, RFC 6265 §5.3) or Expires relative to the fetch time. */
function lifetimeOf(attrs: Map<string, string>, now: Date | null): number | null {
  const maxAge = attrs.get('max-age');
  if (maxAge !== undefined && /^-?\d+$/.test(maxAge.trim())) return Number(maxAge.trim());
  const expires = attrs.get('expires');
  if (expires !== undefined && now) {
    const t = Date.parse(expires);
    if (!Number.isNaN(t)) return Math.round((t - now.getTime()) / 1000);
  }
  return null;
}

/**
 * The cookies the document response (and the redirects before it) set, one per Set-Cookie
 * header field. Only the first response is visible: cookies set later by scripts or by third
 * parties are not in a static snapshot.
 */
export function documentCookies(page: Page): SetCookie[] {
  const hit = cache.get(page);
  if (hit) return hit;
  const out: SetCookie[] = [];
  const headers = [...page.redirects.map((r) => r.headers), page.headers];
  for (const h of headers) {
    for (const raw of h.all('set-cookie').slice(0, 500)) {
      const line = raw.length > 8192 ? raw.slice(0, 8192) : raw;
      const parts = line.split(';');
      const first = parts[0] ?? '';
      const eq = first.indexOf('=');
      const name = (eq === -1 ? '' : first.slice(0, eq)).trim();
      const value = (eq === -1 ? first : first.slice(eq + 1)).trim();
      if (!name && !value) continue;
      const attrs = new Map<string, string>();
      for (const p of parts.slice(1)) {
        const i = p.indexOf('=');
        const k = (i === -1 ? p : p.slice(0, i)).trim().toLowerCase();
        if (k) attrs.set(k, i === -1 ? '' : p.slice(i + 1).trim());
      }
      out.push({ name, value, lifetime: lifetimeOf(attrs, page.fetchedAt), domain: attrs.get('domain') ?? null, raw: line });
    }
  }
  cache.set(page, out);
  return out;
}

/**
 * Well-known cookie names of analytics and advertising tools, by prefix or exact name. Purpose
 * from the vendors' own cookie documentation.
 */
const TRACKING_COOKIES: Array<{ test: (n: string) => boolean; owner: string }> = [
  { test: (n) => n === '_ga' || n.startsWith('_ga_') || n === '_gid' || n.startsWith('_gat') || n === '__utma' || n === '__utmb' || n === '__utmc' || n === '__utmz' || n === '__utmv', owner: 'Google Analytics' },
  { test: (n) => n === '_gcl_au' || n === '_gcl_aw' || n === '_gcl_dc' || n === 'IDE' || n === 'test_cookie' || n === '__gads' || n === '__gpi', owner: 'Google Ads' },
  { test: (n) => n === '_fbp' || n === '_fbc' || n === 'fr', owner: 'Meta (Facebook) Pixel' },
  { test: (n) => n.startsWith('_hj'), owner: 'Hotjar' },
  { test: (n) => n === '_clck' || n === '_clsk' || n === 'MUID' || n === '_uetsid' || n === '_uetvid', owner: 'Microsoft Clarity / Bing Ads' },
  { test: (n) => n === 'hubspotutk' || n === '__hstc' || n === '__hssc' || n === '__hssrc', owner: 'HubSpot' },
  { test: (n) => n === '_pk_id' || n.startsWith('_pk_id.') || n.startsWith('_pk_ses') || n === '_pk_ref' || n.startsWith('_pk_ref.'), owner: 'Matomo / Piwik' },
  { test: (n) => n === 'ajs_anonymous_id' || n === 'ajs_user_id', owner: 'Segment' },
  { test: (n) => n.startsWith('mp_') && n.endsWith('_mixpanel'), owner: 'Mixpanel' },
  { test: (n) => n.startsWith('amp_') || n.startsWith('AMP_'), owner: 'Amplitude' },
  { test: (n) => n === '_ttp' || n === '_tt_enable_cookie', owner: 'TikTok Pixel' },
  { test: (n) => n === '_pin_unauth' || n === '_pinterest_ct_ua', owner: 'Pinterest Tag' },
  { test: (n) => n === 'li_fat_id' || n === 'lidc' || n === 'bcookie' || n === 'UserMatchHistory' || n === 'AnalyticsSyncHistory', owner: 'LinkedIn Insight' },
  { test: (n) => n === '_scid' || n === '_sctr', owner: 'Snap Pixel' },
  { test: (n) => n === '_rdt_uuid', owner: 'Reddit Pixel' },
  { test: (n) => n === '_mkto_trk', owner: 'Marketo' },
  { test: (n) => n === 's_vi' || n === 's_fid' || n.startsWith('AMCV_') || n === 's_cc', owner: 'Adobe Analytics' },
  { test: (n) => n === '_ym_uid' || n === '_ym_d' || n === 'yandexuid', owner: 'Yandex Metrica' },
  { test: (n) => n === '_vwo_uuid' || n.startsWith('_vwo_uuid_v2') || n === '_vis_opt_s', owner: 'VWO' },
  { test: (n) => n === 'optimizelyEndUserId', owner: 'Optimizely' },
  { test: (n) => n === 'intercom-id' || n.startsWith('intercom-id-') || n.startsWith('intercom-session-'), owner: 'Intercom' },
  { test: (n) => n === '_lfa' || n === 'lfuuid', owner: 'Leadfeeder' },
  { test: (n) => n === '_cioid' || n === '_cioanonid', owner: 'Customer.io' },
];

/** The tracking tool a cookie name belongs to, or null. */
export function trackingCookieOwner(name: string): string | null {
  for (const t of TRACKING_COOKIES) if (t.test(name)) return t.owner;
  return null;
}
