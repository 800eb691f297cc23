import type { DimensionKey } from '@pagegrade/core';

/** What each dimension judges, in a sentence a person reads before analyzing a page. */
export const DIMENSION_ABOUT: Record<DimensionKey, string> = {
  seo: 'Whether search engines can crawl, index and understand the page: title and description, canonical URL, robots rules, sitemap, structured data, links and headings.',
  geo: 'Whether AI assistants and answer engines can read and cite the page: server-rendered content, clear structure, JSON-LD, robots rules for AI crawlers and agent files such as llms.txt.',
  performance: 'How much the page makes a visitor wait: response time, compression, caching, render-blocking CSS and scripts, page weight, images, fonts and third-party code.',
  accessibility: 'Whether people using screen readers, keyboards or magnification can use the page: names and labels, landmarks, headings, language, ARIA and contrast.',
  codeQuality: 'Whether the HTML, CSS and JavaScript are valid and current: parse errors, obsolete markup, duplicate ids, syntax errors and vulnerable libraries.',
  uiux: 'Whether the page works well on every screen: viewport, readable text, tap targets, forms, navigation, icons, dark mode and a helpful 404 page.',
  dataTracking: 'How the page treats visitors’ data: trackers and cookies before consent, fingerprinting, third parties that receive data, and a reachable privacy policy.',
  security: 'How well the page defends its visitors: HTTPS and certificates, Content Security Policy, framing and cross-origin policies, cookies and security.txt.',
};
