import type { ServiceFacts } from './facts.ts';

export const RSL_NAMESPACE = 'https://rslstandard.org/rsl';

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * RSL 1.0 terms. The documentation (the folder the check catalogue lives in) is free for every
 * use, training included: it exists to be spread. Everything else — pages, reports about other
 * people's sites, API answers — is free to index, search and quote in AI answers, but training
 * is not granted. Content URLs are paths (RFC 9309 matching), so the terms hold on every host the
 * service answers on.
 */
export function licenseXml(f: ServiceFacts): string {
  const docs = new URL('.', f.urls.checksDocs).pathname;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsl xmlns="${RSL_NAMESPACE}">
  <content url="${escapeXml(docs)}">
    <license>
      <permits type="usage">all</permits>
      <payment type="free"/>
    </license>
  </content>
  <content url="/">
    <license>
      <permits type="usage">search,ai-index,ai-input</permits>
      <payment type="free"/>
    </license>
  </content>
</rsl>
`;
}
