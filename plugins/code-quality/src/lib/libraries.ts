/**
 * JavaScript libraries with known vulnerabilities in old versions. Each advisory names the first
 * fixed version; a detected version below it is vulnerable. Sources: the NVD entries cited.
 */
import { escapeRegExp } from '@pagegrade/core';

export interface Advisory {
  /** First version that is not affected. */
  fixed: string;
  /** Lowest affected version, when older versions are not affected. */
  from?: string;
  id: string;
  summary: string;
}

export interface Library {
  name: string;
  /** Lower-case names as they appear in file names and CDN paths. */
  slugs: string[];
  /** Literal banner prefixes followed by the version (case-sensitive), e.g. "jQuery v". */
  banners: string[];
  /** Only versions with this major are this library (AngularJS is 1.x). */
  major?: number;
  advisories: Advisory[];
  /** A reason every version is unsafe (end of life). */
  endOfLife?: string;
  /**
   * The last patch release of each minor line ("1.8": 3): a version outside them was never
   * released under this name, so the file is something else (a plugin, a custom build).
   */
  releases?: Record<string, number>;
  /** URL patterns besides the slug ones (capturing the version), tried when the path contains `hint`. */
  urlPatterns?: Array<{ hint: string; pattern: RegExp }>;
}

export const LIBRARIES: Library[] = [
  {
    name: 'jQuery',
    slugs: ['jquery'],
    banners: ['jQuery v', 'jQuery JavaScript Library v'],
    advisories: [
      { fixed: '1.9.0', id: 'CVE-2012-6708', summary: 'XSS: strings starting with anything but "<" can still be treated as HTML by jQuery(string)' },
      { fixed: '3.0.0', id: 'CVE-2015-9251', summary: 'XSS: cross-domain Ajax responses with a text/javascript type are executed' },
      { fixed: '3.4.0', id: 'CVE-2019-11358', summary: 'prototype pollution through jQuery.extend(true, …)' },
      { fixed: '3.5.0', id: 'CVE-2020-11022 / CVE-2020-11023', summary: 'XSS: HTML passed to .html(), .append() and friends can execute script even after sanitising' },
    ],
    // From jQuery's release history (blog.jquery.com, the jquery npm package's versions).
    releases: {
      '1.0': 4, '1.1': 4, '1.2': 6, '1.3': 2, '1.4': 4, '1.5': 2, '1.6': 4, '1.7': 2, '1.8': 3, '1.9': 1, '1.10': 2, '1.11': 3, '1.12': 4,
      '2.0': 3, '2.1': 4, '2.2': 4, '3.0': 0, '3.1': 1, '3.2': 1, '3.3': 1, '3.4': 1, '3.5': 1, '3.6': 4, '3.7': 1, '4.0': 0,
    },
  },
  {
    name: 'jQuery UI',
    slugs: ['jquery-ui', 'jqueryui'],
    banners: ['jQuery UI - v'],
    // The jQuery UI download builder names its bundles "jquery-ui-1.8.13.custom.min.js", and sites
    // rename them "jquery.1.8.13.custom.js": a "custom" build of that name is jQuery UI.
    urlPatterns: [{ hint: 'jquery', pattern: /(?:^|[/=])jquery[-.]v?(\d{1,3}\.\d{1,3}(?:\.\d{1,4})?)\.custom(?:[./?#-]|$)/i }],
    advisories: [
      { fixed: '1.13.0', id: 'CVE-2021-41182 / CVE-2021-41183 / CVE-2021-41184', summary: 'XSS through the datepicker altField/*Text options and the position() "of" option' },
      { fixed: '1.13.2', id: 'CVE-2022-31160', summary: 'XSS when refreshing a checkboxradio widget whose label contains encoded HTML' },
    ],
  },
  {
    name: 'AngularJS',
    slugs: ['angular', 'angularjs', 'angular.js'],
    banners: ['AngularJS v'],
    major: 1,
    advisories: [],
    endOfLife: 'AngularJS 1.x reached end of life on 31 December 2021; vulnerabilities found since, such as CVE-2022-25844 and CVE-2024-21490, will not be fixed',
  },
  {
    name: 'Bootstrap',
    slugs: ['bootstrap', 'twitter-bootstrap'],
    banners: ['Bootstrap v'],
    advisories: [
      { fixed: '3.4.0', id: 'CVE-2018-14040 / CVE-2018-14041 / CVE-2018-14042', summary: 'XSS through the data-parent, data-target and data-container attributes' },
      { fixed: '3.4.1', id: 'CVE-2019-8331', summary: 'XSS through the tooltip and popover data-template attribute' },
      { from: '4.0.0', fixed: '4.3.1', id: 'CVE-2019-8331', summary: 'XSS through the tooltip and popover data-template attribute' },
    ],
  },
  {
    name: 'Lodash',
    slugs: ['lodash', 'lodash.js'],
    banners: [],
    advisories: [
      { fixed: '4.17.12', id: 'CVE-2019-10744', summary: 'prototype pollution through defaultsDeep' },
      { fixed: '4.17.21', id: 'CVE-2021-23337', summary: 'command injection through template()' },
    ],
  },
  {
    name: 'Moment.js',
    slugs: ['moment', 'moment.js'],
    banners: [],
    advisories: [{ fixed: '2.29.4', id: 'CVE-2022-31129', summary: 'regular-expression denial of service when parsing RFC 2822 dates' }],
  },
  {
    name: 'Handlebars',
    slugs: ['handlebars', 'handlebars.js'],
    banners: ['handlebars v'],
    advisories: [{ fixed: '4.7.7', id: 'CVE-2021-23369 / CVE-2021-23383', summary: 'remote code execution and prototype pollution when compiling untrusted templates' }],
  },
  {
    name: 'Underscore.js',
    slugs: ['underscore', 'underscore.js'],
    banners: ['Underscore.js '],
    advisories: [{ from: '1.3.2', fixed: '1.12.1', id: 'CVE-2021-23358', summary: 'arbitrary code execution through template() variable settings' }],
  },
  {
    name: 'Knockout',
    slugs: ['knockout', 'knockout.js'],
    banners: ['Knockout JavaScript library v'],
    advisories: [{ fixed: '3.5.0', id: 'CVE-2019-14862', summary: 'XSS through attribute bindings' }],
  },
];

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((x) => parseInt(x, 10) || 0);
  const pb = b.split('.').map((x) => parseInt(x, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

const VERSION = /^v?(\d{1,3}\.\d{1,3}(?:\.\d{1,4})?)/;

const URL_PATTERNS = new Map<Library, RegExp[]>();
for (const lib of LIBRARIES) {
  URL_PATTERNS.set(
    lib,
    lib.slugs.flatMap((slug) => [
      // WordPress core: /wp-includes/js/jquery/jquery.min.js?ver=3.7.1 (the query names the library version)
      ...(slug === 'jquery' ? [/\/jquery(?:\.min)?\.js\?ver=(\d{1,3}\.\d{1,3}(?:\.\d{1,4})?)/i] : []),
      // jquery-3.4.1.min.js, jquery.3.4.1.js, jquery@3.4.1/…
      new RegExp(`(?:^|[/=])${escapeRegExp(slug)}[-.@]v?(\\d{1,3}\\.\\d{1,3}(?:\\.\\d{1,4})?)(?:[./?#-]|$)`, 'i'),
      // cdnjs / Google Hosted Libraries: /jquery/3.4.1/jquery.min.js
      new RegExp(`/${escapeRegExp(slug)}/v?(\\d{1,3}\\.\\d{1,3}(?:\\.\\d{1,4})?)/`, 'i'),
    ]),
  );
}

export interface Detection {
  library: Library;
  version: string;
  /** Where it was seen: the URL or "banner". */
  evidence: 'url' | 'banner';
}

function mentions(lower: string, lib: Library): boolean {
  for (const slug of lib.slugs) if (lower.includes(slug)) return true;
  return false;
}

/**
 * Any library's slug. A detection needs a slug in the path or query after "/", "=" or at the start,
 * and such an occurrence is also in the URL as written (parsing it only removes dot segments,
 * turns "\" into "/" and percent-encodes characters, which cannot produce one), except when the
 * URL has tabs or newlines, which parsing deletes; so a URL without either of those is only parsed
 * when its lower-cased text contains a slug.
 */
const ANY_SLUG = new RegExp(LIBRARIES.flatMap((lib) => lib.slugs.map(escapeRegExp)).join('|'));
const TAB_OR_NEWLINE = /[\t\n\r]/;

/** Library versions named in a script URL (path and query, bounded). */
export function detectFromUrl(url: string): Detection[] {
  const out: Detection[] = [];
  // Most script URLs name no library: they are ruled out without parsing the URL.
  if (!ANY_SLUG.test(url.toLowerCase()) && !TAB_OR_NEWLINE.test(url)) return out;
  let path = url;
  try {
    const u = new URL(url);
    path = u.pathname + u.search;
  } catch {
    /* relative or odd: use as is */
  }
  path = path.slice(0, 500);
  // Every pattern of a library contains one of its slugs (matched without regard to ASCII case),
  // so a library none of whose slugs occurs in the lower-cased path is not tried: most script URLs
  // name none of them.
  const lower = path.toLowerCase();
  for (const lib of LIBRARIES) {
    const extra = lib.urlPatterns?.filter((p) => lower.includes(p.hint)).map((p) => p.pattern) ?? [];
    if (extra.length === 0 && !mentions(lower, lib)) continue;
    for (const re of [...extra, ...URL_PATTERNS.get(lib)!]) {
      const m = re.exec(path);
      if (m && isVersionOf(lib, m[1]!)) {
        out.push({ library: lib, version: m[1]!, evidence: 'url' });
        break;
      }
    }
  }
  // A custom build's URL also matches a slug pattern of jQuery ("jquery.1.8.13"): one file is one library.
  return out.filter((d, _, all) => !(d.library.name === 'jQuery' && all.some((o) => o !== d && o.library.name === 'jQuery UI' && o.version === d.version)));
}

/** Whether a version read from a URL or banner can be this library's. */
function isVersionOf(lib: Library, version: string): boolean {
  if (lib.major !== undefined && !version.startsWith(`${lib.major}.`)) return false;
  if (!lib.releases) return true;
  const [major, minor, patch] = version.split('.');
  const last = lib.releases[`${major}.${minor}`];
  return last !== undefined && Number(patch ?? 0) <= last;
}

/**
 * Banners are searched in the whole text; three of them start with "jQuery ", so when that is
 * absent (in most scripts) one search rules all three out instead of three.
 */
const JQUERY = 'jQuery ';

/** Library versions named in license banners anywhere in a script (bounded number of look-ups). */
export function detectFromText(text: string): Detection[] {
  const out: Detection[] = [];
  let jquery: boolean | null = null;
  for (const lib of LIBRARIES) {
    let found = false;
    for (const banner of lib.banners) {
      if (banner.startsWith(JQUERY) && !(jquery ??= text.includes(JQUERY))) continue;
      let from = 0;
      for (let tries = 0; tries < 5 && !found; tries++) {
        const at = text.indexOf(banner, from);
        if (at === -1) break;
        from = at + banner.length;
        // Lodash credits "Based on Underscore.js 1.8.3" ("| Underscore.js 1.8.3" minified) in its own banner.
        if (lib.name === 'Underscore.js' && /Based on |lodash/i.test(text.slice(Math.max(0, at - 80), at))) continue;
        const m = VERSION.exec(text.slice(from, from + 20));
        if (!m) continue;
        if (!isVersionOf(lib, m[1]!)) continue;
        out.push({ library: lib, version: m[1]!, evidence: 'banner' });
        found = true;
      }
      if (found) break;
    }
  }
  return out;
}

/** The advisories that apply to a version, and an end-of-life note. */
export function vulnerabilities(d: Detection): { advisories: Advisory[]; endOfLife?: string } {
  const advisories = d.library.advisories.filter((a) => compareVersions(d.version, a.fixed) < 0 && (!a.from || compareVersions(d.version, a.from) >= 0));
  return d.library.endOfLife ? { advisories, endOfLife: d.library.endOfLife } : { advisories };
}
