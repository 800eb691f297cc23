/**
 * Why a check fails or warns on more than 80 % of the benchmark corpus. Every such check is either
 * a verdict the web at large deserves (`web`), one the 2013 pages of the corpus deserve although
 * today's web does better (`era`), or an artefact of how the corpus is graded (`corpus`: saved
 * without response headers, graded at an https:// address although the pages name http:// URLs).
 * test/corpus-notes.test.ts keeps this list exactly the set of such checks; docs/scoring.md shows it
 * (npm run calibrate -- --write).
 */
export type NoteKind = 'web' | 'era' | 'corpus';

export const CORPUS_NOTES: Readonly<Record<string, { kind: NoteKind; why: string }>> = {
  'performance/text-compression': { kind: 'corpus', why: 'no Content-Encoding: the pages were saved without response headers' },
  'performance/http3-advertised': { kind: 'corpus', why: 'no Alt-Svc header: the pages were saved without response headers' },
  'security/content-security-policy': { kind: 'corpus', why: 'no response headers; served sites are judged on their real header (most news sites still send none)' },
  'security/cross-origin-opener-policy': { kind: 'corpus', why: 'no response headers (a warning)' },
  'security/cross-origin-resource-policy': { kind: 'corpus', why: 'no response headers (a warning)' },
  'security/frame-protection': { kind: 'corpus', why: 'no X-Frame-Options or frame-ancestors: no response headers' },
  'security/permissions-policy': { kind: 'corpus', why: 'no response headers' },
  'security/strict-transport-security': { kind: 'corpus', why: 'no response headers' },
  'security/x-content-type-options': { kind: 'corpus', why: 'no response headers' },
  'security/mixed-content-active': { kind: 'corpus', why: 'the 2013 pages load their scripts from http:// URLs, which is mixed content at the https:// address they are graded under' },
  'security/mixed-content-passive': { kind: 'corpus', why: 'the 2013 pages load images from http:// URLs (a warning), mixed content at their https:// address' },
  'data-tracking/plaintext-data-requests': { kind: 'corpus', why: 'their analytics and ad requests go to http:// URLs, plaintext from an https:// page' },
  'seo/canonical-target': { kind: 'corpus', why: 'their canonical URLs are the http:// addresses of 2013, insecure for the https:// page (a warning)' },
  'geo/ai-usage-policy': { kind: 'web', why: 'a content-usage policy for AI (robots.txt rules or a TDM/RSL declaration) is a 2024–2025 convention few sites have adopted; a warning' },
  'geo/markdown-alternative': { kind: 'web', why: 'a markdown version of the page for AI agents is a new convention; a warning' },
  'ui-ux/theme-color': { kind: 'web', why: 'most sites set no theme colour; cosmetic, so a warning' },
  'ui-ux/manifest-link': { kind: 'web', why: 'most sites are not installable apps and link no manifest; a warning' },
  'accessibility/region': { kind: 'era', why: 'text outside landmarks (axe-core\'s region, a best practice, warns): two pages in three have no landmark at all — masthead, menus and footer built from <div>s, no <main> — and most of the rest keep part of their frame (a masthead, an ad slot, a subscription teaser) in <div>s beside the few landmarks they use; their external style sheets are not in the corpus, so text those sheets hide counts as well' },
  'accessibility/landmark-one-main': { kind: 'era', why: 'no <main> landmark: the element was new in 2013' },
  'accessibility/link-name': { kind: 'web', why: 'links without a name (icon links, empty anchors filled by script): the WebAIM Million finds them on about half of the most popular home pages' },
  'performance/render-blocking-scripts': { kind: 'web', why: 'scripts without async or defer in the head: Lighthouse\'s render-blocking insight flags most pages too' },
  'performance/third-party-blocking-scripts': { kind: 'web', why: 'ad, analytics and widget scripts loaded synchronously, still common on news sites' },
  'security/sri-scripts': { kind: 'web', why: 'third-party scripts without Subresource Integrity: SRI came in 2016 and few sites pin third-party scripts even today' },
  'data-tracking/consent-settings-link': { kind: 'era', why: 'trackers load and no link reopens cookie settings: the pages predate consent banners (an AdChoices or privacy-seal link, which some of them carry, is neither a consent mechanism nor a settings link)' },
  'data-tracking/trackers-without-consent': { kind: 'era', why: 'analytics and ad trackers with no consent mechanism: the pages predate the GDPR and consent banners' },
  'ui-ux/viewport-meta': { kind: 'era', why: 'no responsive viewport: desktop-only pages were still common in 2013' },
  'seo/og-image': { kind: 'web', why: 'no Open Graph image for link previews (a warning)' },
  'code-quality/conditional-comments': { kind: 'era', why: 'Internet Explorer conditional comments, everywhere in 2013 (a warning)' },
  'code-quality/obsolete-attributes': { kind: 'era', why: 'presentational attributes HTML5 made obsolete (align, border, cellpadding …; a warning)' },
  'code-quality/unknown-attribute': { kind: 'web', why: 'attributes HTML does not define (widget settings such as shareuri instead of data-*; a warning)' },
  'ui-ux/new-window-links': { kind: 'web', why: 'links that open a new window without saying so (WCAG technique G201; a warning)' },
};
