import type { ServiceUrls } from '../discovery/urls.ts';
import { versioned } from './assets.ts';
import { BRAND } from './logo.ts';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Escaped text in which `backtick spans` (code in the checks' own prose) become <code>. */
export function richText(s: string): string {
  return s
    .split('`')
    .map((part, i) => (i % 2 === 1 ? `<code>${escapeHtml(part)}</code>` : escapeHtml(part)))
    .join('');
}

/** The path of one of our own URLs, for links inside our pages (the host is the page's own). */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}${u.hash}`;
}

export type NavKey = 'home' | 'leaderboard' | 'checks' | 'privacy';

export interface PageMeta {
  title: string;
  /** 50–160 characters: search engines show it as the snippet. */
  description: string;
  /** The absolute URL of the page (canonical, og:url, JSON-LD). */
  url: string;
  /** JSON-LD nodes about this page; the site's Organization and WebSite are added. */
  graph: object[];
  current: NavKey | null;
  /** A path the page moves on to as soon as it has loaded (an immediate refresh, no script). */
  refresh?: string;
}

/** The nodes every page shares, so each page describes who publishes it. */
export function siteGraph(urls: ServiceUrls): object[] {
  return [
    {
      '@type': 'Organization',
      '@id': `${urls.home}#organization`,
      name: 'pagegrade',
      url: urls.home,
      logo: urls.icon512,
      ...(urls.source ? { sameAs: [urls.source] } : {}),
    },
    {
      '@type': 'WebSite',
      '@id': `${urls.home}#website`,
      name: 'pagegrade',
      url: urls.home,
      inLanguage: 'en',
      publisher: { '@id': `${urls.home}#organization` },
    },
  ];
}

function jsonLd(graph: object[]): string {
  // "<" would let a value close the script element.
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }).replace(/</g, '\\u003c');
}

const NAV: Array<[NavKey, keyof ServiceUrls, string]> = [
  ['home', 'home', 'Analyze a page'],
  ['leaderboard', 'leaderboardPage', 'Leaderboard'],
  ['checks', 'checksDocs', 'Checks'],
];

/**
 * The page around every screen of the website: head metadata for search engines, link previews
 * and agents, the skip link, the header with its navigation and the footer. `main` is the page's
 * own content, already escaped.
 */
export function renderPage(urls: ServiceUrls, meta: PageMeta, main: string): string {
  const nav = NAV.map(([key, url, label]) => `<li><a href="${escapeHtml(pathOf(urls[url] as string))}"${meta.current === key ? ' aria-current="page"' : ''}>${label}</a></li>`).join('');
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const url = escapeHtml(meta.url);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${url}">
<meta name="theme-color" content="${BRAND}">
<meta name="color-scheme" content="light dark">
${meta.refresh ? `<meta http-equiv="refresh" content="0; url=${escapeHtml(meta.refresh)}">
` : ''}<link rel="stylesheet" href="${escapeHtml(versioned(urls.stylesheet, 'stylesheet'))}">
<link rel="icon" href="${escapeHtml(pathOf(urls.faviconIco))}" sizes="32x32">
<link rel="icon" href="${escapeHtml(versioned(urls.faviconSvg, 'faviconSvg'))}" type="image/svg+xml">
<link rel="apple-touch-icon" href="${escapeHtml(pathOf(urls.appleTouchIcon))}">
<link rel="manifest" href="${escapeHtml(pathOf(urls.webManifest))}">
<link rel="license" href="${escapeHtml(pathOf(urls.licenseXml))}" type="application/rsl+xml">
<link rel="privacy-policy" href="${escapeHtml(pathOf(urls.privacy))}">
<link rel="service-desc" href="${escapeHtml(urls.openapi)}" type="application/openapi+json">
<meta property="og:type" content="website">
<meta property="og:site_name" content="pagegrade">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${escapeHtml(urls.socialImage)}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="The pagegrade logo: three rising bars">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json">${jsonLd([...siteGraph(urls), ...meta.graph])}</script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site-header">
<div class="wrap">
<a class="brand" href="${escapeHtml(pathOf(urls.home))}"><img src="${escapeHtml(versioned(urls.faviconSvg, 'faviconSvg'))}" alt="" width="32" height="32">pagegrade</a>
<nav class="site-nav" aria-label="Main"><ul>${nav}</ul></nav>
</div>
</header>
<main id="main" class="wrap">
${main}
</main>
<footer class="site-footer">
<div class="wrap">
<p>pagegrade grades public web pages with deterministic checks. No cookies, no trackers, no third parties.</p>
<ul>
<li><a href="${escapeHtml(pathOf(urls.privacy))}"${meta.current === 'privacy' ? ' aria-current="page"' : ''}>Privacy</a></li>
<li><a href="${escapeHtml(pathOf(urls.apiPage))}">API</a></li>
<li><a href="${escapeHtml(pathOf(urls.scoringDocs))}">Scoring</a></li>
<li><a href="${escapeHtml(pathOf(urls.openapi))}">OpenAPI (JSON)</a></li>
<li><a href="${escapeHtml(pathOf(urls.llmsTxt))}">llms.txt</a></li>
<li><a href="${escapeHtml(pathOf(urls.securityTxt))}">Security contact</a></li>
${urls.source ? `<li><a href="${escapeHtml(urls.source)}">Source code</a></li>
` : ''}</ul>
</div>
</footer>
</body>
</html>
`;
}
