import type { Element } from 'domhandler';
import { perPage, type Page, type RuleContext } from '@pagegrade/core';
import * as parserNs from 'csp_evaluator/dist/parser.js';
import * as evaluatorNs from 'csp_evaluator/dist/evaluator.js';
import * as findingNs from 'csp_evaluator/dist/finding.js';
import * as securityChecksNs from 'csp_evaluator/dist/checks/security_checks.js';
import type { Csp } from 'csp_evaluator/dist/csp.js';
import type { Finding } from 'csp_evaluator/dist/finding.js';

// csp_evaluator is CommonJS: under Node ESM its exports sit on `default`, when this file is
// compiled to CommonJS they are the namespace itself. Take whichever is there.
function cjs<T>(ns: T): T {
  return (ns as { default?: T }).default ?? ns;
}
const parserModule = cjs(parserNs);
const evaluatorModule = cjs(evaluatorNs);
const findingModule = cjs(findingNs);
const { checkScriptAllowlistBypass, checkFlashObjectAllowlistBypass } = cjs(securityChecksNs);
const { CspParser } = parserModule;
const { CspEvaluator, DEFAULT_CHECKS } = evaluatorModule;
export const CspType = findingModule.Type;
export const CspSeverity = findingModule.Severity;
export type CspFinding = Finding;

/** Policies longer than this are cut before parsing (real ones are a few kilobytes). */
const MAX_POLICY = 65_536;
/** At most this many policies are evaluated per page. */
const MAX_POLICIES = 6;
/**
 * The allow-list bypass checks parse a URL per known gadget host for every host source, about
 * half a millisecond per host: only the first hosts of each directive are matched against them.
 */
const MAX_BYPASS_HOSTS = 40;

export interface Policy {
  /** Where the policy came from. */
  source: 'header' | 'meta' | 'report-only';
  raw: string;
  csp: Csp;
  /** The <meta> element for a meta policy. */
  element: Element | null;
  /** csp_evaluator findings on the effective CSP3 policy (default checks). */
  findings: Finding[];
}

export interface PagePolicies {
  /** Enforced policies: Content-Security-Policy headers and <meta http-equiv> in <head>. */
  enforced: Policy[];
  reportOnly: Policy[];
  /** <meta http-equiv=Content-Security-Policy> outside <head>, which browsers ignore. */
  ignoredMeta: Element[];
}

function evaluate(csp: Csp): Finding[] {
  const cheap = DEFAULT_CHECKS.filter((c) => c !== checkScriptAllowlistBypass && c !== checkFlashObjectAllowlistBypass);
  const reduced = csp.clone();
  for (const [name, values] of Object.entries(reduced.directives)) {
    if (!values) continue;
    let hosts = 0;
    reduced.directives[name] = values.filter((v) => v.startsWith("'") || v.endsWith(':') || ++hosts <= MAX_BYPASS_HOSTS);
  }
  const run = (target: Csp, checks: typeof DEFAULT_CHECKS): Finding[] => {
    try {
      return new CspEvaluator(target).evaluate(undefined, checks);
    } catch {
      // A check can throw on odd source expressions (new URL on a malformed host): run the
      // checks one by one and keep what the others find.
      const findings: Finding[] = [];
      const effective = target.getEffectiveCsp(3, findings);
      for (const check of checks) {
        try {
          findings.push(...check(effective));
        } catch {
          /* skip the check that cannot handle this policy */
        }
      }
      return findings;
    }
  };
  const bypass = run(reduced, [checkScriptAllowlistBypass, checkFlashObjectAllowlistBypass]).filter((f) => f.type === CspType.SCRIPT_ALLOWLIST_BYPASS || f.type === CspType.OBJECT_ALLOWLIST_BYPASS);
  return [...run(csp, cheap), ...bypass];
}

function parse(raw: string, source: Policy['source'], element: Element | null, memo: Map<string, { csp: Csp; findings: Finding[] }>): Policy {
  const text = raw.length > MAX_POLICY ? raw.slice(0, MAX_POLICY) : raw;
  let hit = memo.get(text);
  if (!hit) {
    const csp = new CspParser(text).csp;
    hit = { csp, findings: evaluate(csp) };
    memo.set(text, hit);
  }
  return { source, raw: text.trim(), csp: hit.csp, element, findings: hit.findings };
}

/** A header field value may carry several policies separated by commas (CSP3 §3.1). */
function splitPolicies(value: string): string[] {
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}

function inHead(el: Element): boolean {
  for (let p = el.parent as Element | null; p && 'name' in p; p = p.parent as Element | null) {
    if (p.name === 'head') return true;
    if (p.name === 'body') return false;
  }
  return false;
}

/** Every CSP of the page, parsed and evaluated once per page. */
export const policiesOf = perPage((page: Page): PagePolicies => {
  const enforced: Policy[] = [];
  const reportOnly: Policy[] = [];
  const ignoredMeta: Element[] = [];
  const memo = new Map<string, { csp: Csp; findings: Finding[] }>();
  if (page.headersKnown) {
    for (const v of page.headers.all('content-security-policy')) for (const p of splitPolicies(v)) if (enforced.length < MAX_POLICIES) enforced.push(parse(p, 'header', null, memo));
    for (const v of page.headers.all('content-security-policy-report-only')) for (const p of splitPolicies(v)) if (reportOnly.length < MAX_POLICIES) reportOnly.push(parse(p, 'report-only', null, memo));
  }
  // Only <meta http-equiv> can carry a policy: the attribute index lists them in document order.
  for (const meta of page.index.byAttribute.get('http-equiv') ?? []) {
    if (meta.name !== 'meta') continue;
    const equiv = (meta.attribs['http-equiv'] ?? '').trim().toLowerCase();
    if (equiv !== 'content-security-policy') continue;
    const content = meta.attribs['content'];
    if (content === undefined || content.trim() === '') continue;
    if (!inHead(meta)) {
      ignoredMeta.push(meta);
      continue;
    }
    if (enforced.length < MAX_POLICIES) enforced.push(parse(content, 'meta', meta, memo));
  }
  return { enforced, reportOnly, ignoredMeta };
});

/** Whether an enforced policy has upgrade-insecure-requests (the mixed-content checks ask it). */
export const upgradesInsecureRequests = perPage((page: Page): boolean =>
  policiesOf(page).enforced.some((p) => p.csp.directives['upgrade-insecure-requests'] !== undefined),
);

/** "The Content-Security-Policy header" / "The <meta http-equiv> policy", to start a message. */
export function policyLabel(p: Policy): string {
  return p.source === 'meta' ? 'The <meta http-equiv> policy' : p.source === 'report-only' ? 'The Content-Security-Policy-Report-Only header' : 'The Content-Security-Policy header';
}

/** Directive values, or undefined when the directive is absent. */
export function directive(p: Policy, name: string): string[] | undefined {
  return p.csp.directives[name];
}

/** Whether the policy restricts scripts at all (script-src, script-src-elem or default-src). */
export function restrictsScripts(p: Policy): boolean {
  const d = p.csp.directives;
  return d['script-src'] !== undefined || d['script-src-elem'] !== undefined || d['default-src'] !== undefined;
}

export function findingsOfType(p: Policy, ...types: number[]): Finding[] {
  return p.findings.filter((f) => types.includes(f.type));
}

/** A weakness of one policy, told from the policy's <meta> element when it has one. */
export interface Weakness {
  policy: Policy;
  text: string;
}

/**
 * Several enforced policies all apply: a resource must satisfy each of them. A weakness is
 * real only when every enforced policy has it. `weakness` returns what is weak in one policy
 * (empty when that policy is strong on this point).
 */
export function weakInEvery(policies: Policy[], weakness: (p: Policy) => string[]): Weakness[] | null {
  const all: Weakness[] = [];
  for (const p of policies) {
    const w = weakness(p);
    if (w.length === 0) return null;
    for (const text of w) all.push({ policy: p, text });
  }
  return all;
}

/** Reports each weakness at its policy's <meta> element (a header policy has none), as a sentence. */
export function reportWeaknesses(ctx: RuleContext, weak: Weakness[], how: 'report' | 'warn', end = ''): void {
  for (const w of weak) ctx[how](w.policy.element, `${w.text[0]!.toUpperCase()}${w.text.slice(1)}${end}`);
}

export const NO_POLICY = 'The page has no enforced Content-Security-Policy (see security/content-security-policy).';
