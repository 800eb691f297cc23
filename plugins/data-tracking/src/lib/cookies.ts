import { responseCookies, type SetCookie } from '@pagegrade/core';

export type { SetCookie };

/** The cookies the document and its redirects set (parsed once per page, in core). */
export const documentCookies = responseCookies;

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
