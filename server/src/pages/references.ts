import type { DimensionKey } from '@pagegrade/core';

/**
 * Reading for a check, from its tags: the WCAG Understanding page of each success criterion, the
 * ACT rule, the peer tool's rule (axe, Lighthouse, the MDN Observatory, html-validate, webhint)
 * and MDN's page of the header an Observatory test is about. Only tags whose address is known
 * become links; anything else is left out rather than guessed.
 */
export interface Reference {
  label: string;
  href: string;
}

/** WCAG 2.2 success criteria by number: the slug of their Understanding document. */
const WCAG_SLUGS: Record<string, string> = {
  '1.1.1': 'non-text-content',
  '1.2.1': 'audio-only-and-video-only-prerecorded',
  '1.2.2': 'captions-prerecorded',
  '1.2.3': 'audio-description-or-media-alternative-prerecorded',
  '1.2.5': 'audio-description-prerecorded',
  '1.3.1': 'info-and-relationships',
  '1.3.2': 'meaningful-sequence',
  '1.3.3': 'sensory-characteristics',
  '1.3.4': 'orientation',
  '1.3.5': 'identify-input-purpose',
  '1.4.1': 'use-of-color',
  '1.4.2': 'audio-control',
  '1.4.3': 'contrast-minimum',
  '1.4.4': 'resize-text',
  '1.4.5': 'images-of-text',
  '1.4.6': 'contrast-enhanced',
  '1.4.8': 'visual-presentation',
  '1.4.10': 'reflow',
  '1.4.11': 'non-text-contrast',
  '1.4.12': 'text-spacing',
  '1.4.13': 'content-on-hover-or-focus',
  '2.1.1': 'keyboard',
  '2.1.2': 'no-keyboard-trap',
  '2.1.3': 'keyboard-no-exception',
  '2.1.4': 'character-key-shortcuts',
  '2.2.1': 'timing-adjustable',
  '2.2.2': 'pause-stop-hide',
  '2.2.4': 'interruptions',
  '2.3.1': 'three-flashes-or-below-threshold',
  '2.3.3': 'animation-from-interactions',
  '2.4.1': 'bypass-blocks',
  '2.4.2': 'page-titled',
  '2.4.3': 'focus-order',
  '2.4.4': 'link-purpose-in-context',
  '2.4.5': 'multiple-ways',
  '2.4.6': 'headings-and-labels',
  '2.4.7': 'focus-visible',
  '2.4.11': 'focus-not-obscured-minimum',
  '2.5.1': 'pointer-gestures',
  '2.5.2': 'pointer-cancellation',
  '2.5.3': 'label-in-name',
  '2.5.4': 'motion-actuation',
  '2.5.7': 'dragging-movements',
  '2.5.8': 'target-size-minimum',
  '3.1.1': 'language-of-page',
  '3.1.2': 'language-of-parts',
  '3.2.1': 'on-focus',
  '3.2.2': 'on-input',
  '3.2.3': 'consistent-navigation',
  '3.2.4': 'consistent-identification',
  '3.2.5': 'change-on-request',
  '3.2.6': 'consistent-help',
  '3.3.1': 'error-identification',
  '3.3.2': 'labels-or-instructions',
  '3.3.3': 'error-suggestion',
  '3.3.4': 'error-prevention-legal-financial-data',
  '3.3.7': 'redundant-entry',
  '3.3.8': 'accessible-authentication-minimum',
  '4.1.2': 'name-role-value',
  '4.1.3': 'status-messages',
};

/** The MDN page of what an Observatory test looks at. */
const MDN_OF_OBSERVATORY: Record<string, [string, string]> = {
  'content-security-policy': ['Content-Security-Policy', 'Web/HTTP/Reference/Headers/Content-Security-Policy'],
  cookies: ['Set-Cookie', 'Web/HTTP/Reference/Headers/Set-Cookie'],
  'cross-origin-resource-policy': ['Cross-Origin-Resource-Policy', 'Web/HTTP/Reference/Headers/Cross-Origin-Resource-Policy'],
  'cross-origin-resource-sharing': ['CORS', 'Web/HTTP/Guides/CORS'],
  redirection: ['Redirections in HTTP', 'Web/HTTP/Guides/Redirections'],
  'referrer-policy': ['Referrer-Policy', 'Web/HTTP/Reference/Headers/Referrer-Policy'],
  'strict-transport-security': ['Strict-Transport-Security', 'Web/HTTP/Reference/Headers/Strict-Transport-Security'],
  'subresource-integrity': ['Subresource Integrity', 'Web/Security/Subresource_Integrity'],
  'x-content-type-options': ['X-Content-Type-Options', 'Web/HTTP/Reference/Headers/X-Content-Type-Options'],
  'x-frame-options': ['X-Frame-Options', 'Web/HTTP/Reference/Headers/X-Frame-Options'],
};

/** Lighthouse files its audits under a category; a check's dimension tells which. */
const LIGHTHOUSE_CATEGORY: Partial<Record<DimensionKey, string>> = { seo: 'seo', accessibility: 'accessibility', performance: 'performance' };

/** The axe-core release whose rule pages are linked (Deque publishes one set per minor release). */
const AXE_DOCS_VERSION = '4.10';

export function wcagUnderstanding(sc: string): string | null {
  const slug = WCAG_SLUGS[sc];
  return slug ? `https://www.w3.org/WAI/WCAG22/Understanding/${slug}.html` : null;
}

export function referencesOf(tags: readonly string[], dimension: DimensionKey): Reference[] {
  const out: Reference[] = [];
  for (const tag of tags) {
    const colon = tag.indexOf(':');
    if (colon < 0) continue;
    const kind = tag.slice(0, colon);
    const id = tag.slice(colon + 1);
    const enc = encodeURIComponent(id);
    switch (kind) {
      case 'wcag': {
        const href = wcagUnderstanding(id);
        if (href) out.push({ label: `Understanding WCAG ${id}`, href });
        break;
      }
      case 'act':
        out.push({ label: `ACT rule ${id}`, href: `https://www.w3.org/WAI/standards-guidelines/act/rules/${enc}/` });
        break;
      case 'axe':
        out.push({ label: `axe-core rule ${id}`, href: `https://dequeuniversity.com/rules/axe/${AXE_DOCS_VERSION}/${enc}` });
        break;
      case 'lighthouse':
        out.push({ label: `Lighthouse audit ${id}`, href: `https://developer.chrome.com/docs/lighthouse/${LIGHTHOUSE_CATEGORY[dimension] ?? 'best-practices'}/${enc}/` });
        break;
      case 'observatory': {
        out.push({ label: `MDN HTTP Observatory: ${id}`, href: `https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring` });
        const mdn = MDN_OF_OBSERVATORY[id];
        if (mdn) out.push({ label: `MDN: ${mdn[0]}`, href: `https://developer.mozilla.org/en-US/docs/${mdn[1]}` });
        break;
      }
      case 'html-validate':
        out.push({ label: `html-validate rule ${id}`, href: `https://html-validate.org/rules/${enc}.html` });
        break;
      case 'webhint':
        out.push({ label: `webhint hint ${id}`, href: `https://webhint.io/docs/user-guide/hints/hint-${enc}/` });
        break;
      case 'csp-evaluator':
        out.push({ label: `CSP Evaluator finding ${id}`, href: 'https://csp-evaluator.withgoogle.com/' });
        break;
    }
  }
  // Two tags may lead to one page (several Observatory tests of one check).
  const seen = new Set<string>();
  return out.filter((r) => !seen.has(r.label + r.href) && (seen.add(r.label + r.href), true));
}
