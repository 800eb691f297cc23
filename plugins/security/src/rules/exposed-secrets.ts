import { defineRule } from '@pagegrade/core';

/**
 * Credential formats with distinctive prefixes, bounded quantifiers and no nested repetition, so
 * the scan stays linear on multi-megabyte pages. Publishable keys (Stripe pk_, Google AIza…) are
 * meant to be public and are not listed.
 */
const SECRET = /(?:sk|rk)_live_[0-9a-zA-Z]{24,99}|gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{60,100}|xox[bpoas]-[0-9A-Za-z-]{10,80}|AKIA[0-9A-Z]{16}|SG\.[\w-]{22}\.[\w-]{43}|sk-(?:proj-)?[A-Za-z0-9_-]{20,200}T3BlbkFJ|-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----/g;
const MAX_TEXT = 12_000_000;
const MAX_FINDINGS = 20;

/**
 * Whether the text can hold a match of SECRET: every match contains `xox`, `SG.`, an underscore
 * of `_live_`, `gh[pousr]_` or `github_pat_`, the K of `AKIA` or `PRIVATE KEY`, or the J of the
 * OpenAI key's `T3BlbkFJ`. The alternation itself is tried at every s, r, g, x, A, S and - of the
 * text; a text with none of these markers cannot hold a key of any listed kind. A true here only
 * means "run SECRET".
 */
function mayHoldSecret(t: string): boolean {
  if (t.includes('xox') || t.includes('SG.')) return true;
  for (let i = t.indexOf('_'); i !== -1; i = t.indexOf('_', i + 1)) {
    const c = t.charCodeAt(i - 1);
    if ((c === 112 || c === 111 || c === 117 || c === 115 || c === 114) && t.charCodeAt(i - 2) === 104 && t.charCodeAt(i - 3) === 103) return true; // gh[pousr]_
    if (c === 107 && t.startsWith('_live_', i)) return true; // (sk|rk)_live_
    if (c === 98 && i >= 6 && t.startsWith('github_pat_', i - 6)) return true;
  }
  for (let i = t.indexOf('K'); i !== -1; i = t.indexOf('K', i + 1)) {
    const c = t.charCodeAt(i - 1);
    if (c === 65 && t.startsWith('KIA', i)) return true; // AKIA
    if (c === 32 && i >= 8 && t.startsWith('PRIVATE KEY', i - 8)) return true;
  }
  for (let i = t.indexOf('J'); i !== -1; i = t.indexOf('J', i + 1)) {
    if (t.charCodeAt(i - 1) === 70 && i >= 7 && t.startsWith('T3BlbkFJ', i - 7)) return true;
  }
  return false;
}

function kind(s: string): string {
  if (s.startsWith('-----')) return 'a private key';
  if (s.startsWith('sk_live_')) return 'a Stripe live secret key';
  if (s.startsWith('rk_live_')) return 'a Stripe live restricted key';
  if (s.startsWith('github_pat_') || /^gh[pousr]_/.test(s)) return 'a GitHub token';
  if (s.startsWith('xox')) return 'a Slack token';
  if (s.startsWith('AKIA')) return 'an AWS access key ID';
  if (s.startsWith('SG.')) return 'a SendGrid API key';
  return 'an OpenAI API key';
}

/** Enough of the match to find it, not enough to use it. */
function mask(s: string): string {
  return s.startsWith('-----') ? s : `${s.slice(0, Math.min(12, s.length - 4))}…`;
}

export default defineRule({
  id: 'security/exposed-secrets',
  dimension: 'security',
  title: 'No secret credentials are exposed in the page or its scripts',
  failureTitle: 'Secret credentials are exposed in the page or its scripts',
  description: 'Scans the HTML and the fetched scripts for credential formats that must never reach a browser: private key blocks, Stripe live secret and restricted keys, GitHub tokens, Slack tokens, AWS access key IDs, SendGrid and OpenAI API keys. Publishable keys meant for browsers (Stripe pk_, Google Maps keys) are not flagged. Findings show only the start of the value.',
  why: 'Anything in a page or its JavaScript is public. Crawlers harvest leaked keys within minutes and use them to charge payments, read repositories and customer data, send spam or run up cloud bills.',
  fix: 'Revoke and rotate the exposed credential immediately, then move the call that needs it to a server-side endpoint and keep the secret in server configuration or a secrets manager.',
  impact: 'critical',
  tags: ['best-practice'],
  check(ctx) {
    const { page } = ctx;
    let found = 0;
    const scan = (text: string, at: (offset: number) => Parameters<typeof ctx.report>[0], where: string) => {
      const t = text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
      if (!mayHoldSecret(t)) return;
      SECRET.lastIndex = 0;
      for (let m = SECRET.exec(t); m && found < MAX_FINDINGS; m = SECRET.exec(t)) {
        found++;
        ctx.report(at(m.index), `${kind(m[0])} (${mask(m[0])}) appears in ${where}.`);
      }
    };
    scan(page.html, (offset) => page.position(offset), 'the HTML');
    for (const s of page.scripts) if (s.origin === 'external') scan(s.text, (offset) => ({ script: s, offset }), 'a script');
    return undefined;
  },
});
