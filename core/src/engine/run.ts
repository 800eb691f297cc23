import type { AnyNode, Element } from 'domhandler';
import type * as CssTree from 'css-tree';
import { csstree } from '../parse/csstree.ts';
import { performance } from 'node:perf_hooks';
import { isElement, isText, normalizeSpace, SelectorMemo, textContent } from '../dom/index.ts';
import type { Stylesheet } from '../parse/css.ts';
import type { Script } from '../parse/js.ts';
import type { CheckResult, Detail, Finding, FindingFile, FindingTarget, Measured, MeasureUnit, Need, Rule, RuleContext, Verdict, Visitor } from '../rules/types.ts';
import { attributeLists, buildPage, perPage, type Page } from './page.ts';
import { compile as compileSelector } from 'css-select';
import { walkJs } from './walk-js.ts';
import { JS_FILTERED_TYPES, jsFilterName } from './js-names.ts';
import { jsonLdNodes } from '../web/jsonld.ts';
import { analysisNotes } from './notes.ts';
import { lineSnippet, startTagSnippet } from './snippet.ts';
import { renderedEvidence, renderedEvidenceWithSheet, type RenderedEvidence } from '../rendered/evidence.ts';
import { judgeSelected } from './select.ts';

export interface RunOptions {
  /**
   * CPU time one rule may spend on one page before it is stopped and reported as `error`.
   * A safety valve for pathological pages; ordinary rules use well under a millisecond.
   */
  ruleBudgetMs?: number;
  /** Findings kept per rule; the rest are counted. */
  maxFindings?: number;
  /**
   * Elements whose findings are left out (a configuration's `ignore` by selector): a finding on an
   * element that matches `selector`, or lies inside one, is neither kept nor counted against the
   * check; `checks` limits an entry to those check ids (every check when absent).
   */
  ignoreElements?: ReadonlyArray<{ selector: string; checks?: readonly string[] }>;
  /**
   * For a rendered snapshot, also cut thumbnails of the elements findings name below the first
   * screen into a JPEG sheet (`thumbnails` of the result; see renderedEvidenceWithSheet): for a
   * caller that keeps the report's evidence, such as the server. Off by default, as it decodes the
   * full-page screenshot.
   */
  thumbnails?: boolean;
}

type ElementTest = (el: Element) => boolean;
const ignoreCache = new WeakMap<object, Array<{ test: ElementTest; checks: ReadonlySet<string> | null }>>();

/** The element tests of `ignoreElements`, compiled once per options list. */
function compiledIgnores(list: NonNullable<RunOptions['ignoreElements']>) {
  let c = ignoreCache.get(list);
  if (!c) {
    c = list.map((e) => ({ test: compileSelector(e.selector) as ElementTest, checks: e.checks ? new Set(e.checks) : null }));
    ignoreCache.set(list, c);
  }
  return c;
}

/** The name length from which the JS walk's length pre-check no longer tells names apart. */
const LONG_NAME = 256;

/**
 * Findings kept per check by default; the rest are only counted (`omittedFindings`). High enough
 * that a report can list every finding of an ordinary page, and still a bound on what a hostile
 * page can make a stored analysis hold.
 */
export const MAX_FINDINGS = 200;

/** Walking time after which every handler call is timed against its rule's budget. */
const TIMING_AFTER_MS = 150;

export interface EngineResult {
  url: string;
  title: string | null;
  /** The site's own name for itself (og:site_name, application-name, JSON-LD WebSite name), or null. */
  siteName: string | null;
  checks: CheckResult[];
  /** What could not be judged on this snapshot and why (a saved page's unknown headers, address or time). */
  notes: string[];
  /** For a rendered snapshot, what its report shows of the page as drawn; absent for a static one. */
  evidence?: RenderedEvidence;
  /** The JPEG sheet of thumbnails below the first screen that `evidence` addresses (RunOptions.thumbnails). */
  thumbnails?: Uint8Array;
}

const RESOURCE_LABEL: Record<string, string> = {
  robots: 'robots.txt',
  sitemap: 'The sitemap',
  llms: '/llms.txt',
  securityTxt: 'security.txt',
  manifest: 'The web app manifest',
  httpVariant: 'The http:// variant of the page',
  gpc: '/.well-known/gpc.json',
  aiCatalog: 'The agent catalogue (/.well-known/ai-catalog.json)',
  mcp: '/.well-known/mcp',
  agentSkills: '/.well-known/agent-skills/index.json',
  notFound: 'The probe for a missing page',
};

function precheck(page: Page, needs: Need[] | undefined): Verdict | null {
  for (const need of needs ?? []) {
    if (need === 'headers') {
      if (!page.headersKnown) return { outcome: 'not-applicable', detail: 'Response headers are not part of this snapshot (a bare HTML file), so header checks do not apply.' };
    } else if (need === 'https') {
      if (!page.isHttps) return { outcome: 'not-applicable', detail: 'The page is not served over HTTPS.' };
    } else if (need === 'site') {
      const p = page.location?.protocol;
      if (p !== 'https:' && p !== 'http:') return { outcome: 'not-applicable', detail: `The page has no web address (${page.url.slice(0, 80)}), so its own site is unknown; a saved page needs the address it was served from.` };
    } else if (need === 'fetched') {
      if (page.source === 'html') return { outcome: 'not-applicable', detail: 'A saved HTML file carries no network traffic: no subresources, transfer sizes or redirects were captured.' };
    } else if (need === 'rendered') {
      if (!page.rendered) return { outcome: 'not-applicable', detail: 'Measured only in rendered mode: this snapshot was not drawn by a browser.' };
    } else if (need === 'tls') {
      if (!page.tls) return { outcome: 'not-applicable', detail: 'No TLS connection details are in this snapshot.' };
    } else {
      const label = RESOURCE_LABEL[need] ?? need;
      const res = page.resource(need);
      if (!res) return { outcome: 'not-applicable', detail: `${label} was not fetched for this snapshot.` };
      if (res.state === 'error') return { outcome: 'error', detail: `${label} could not be fetched (${res.error ?? 'unknown error'}), so this check could not run.` };
    }
  }
  return null;
}

/** The visitor of a rule that did not get to create one (a failed need, a throw). */
const NO_VISITOR: Visitor = Object.freeze({});
const PASS: Verdict = Object.freeze({ outcome: 'pass' });
const FAIL: Verdict = Object.freeze({ outcome: 'fail' });
const WARN: Verdict = Object.freeze({ outcome: 'warn' });

/**
 * One rule's run on one page: its context (what the rule calls) and its state. A class, so the
 * context's methods are shared rather than created as closures for every rule on every page.
 */
class RuleRun implements RuleContext {
  visitor: Visitor = NO_VISITOR;
  findings: Finding[] = [];
  failures = 0;
  warnings = 0;
  omitted = 0;
  elapsed = 0;
  measured: Measured | null = null;
  /** Findings left out because their element is ignored. */
  ignored = 0;
  /** The ignored-element tests that apply to this rule, or null. */
  ignoreTests: ElementTest[] | null = null;

  constructor(
    readonly page: Page,
    readonly plan: RulePlan,
    private readonly maxFindings: number,
    /** Set when the rule is finished early: a failed need, a throw, or an overrun. */
    public verdict: Verdict | null,
  ) {}

  get meta(): Rule {
    return this.plan.rule;
  }

  get rule(): Rule {
    return this.plan.rule;
  }

  private add(target: FindingTarget, detail: Detail): void {
    if (this.findings.length < this.maxFindings) this.findings.push(findingFor(this.page, target, typeof detail === 'function' ? detail() : detail));
    else this.omitted++;
  }

  /** Whether the configuration leaves findings on this element (or inside it) out. */
  private isIgnored(target: FindingTarget): boolean {
    if (!this.ignoreTests || !target || !isElement(target as AnyNode)) return false;
    for (let el: AnyNode | null = target as Element; el && isElement(el); el = el.parent) {
      for (const test of this.ignoreTests) if (test(el)) return true;
    }
    return false;
  }

  report(target: FindingTarget, detail: Detail): void {
    if (this.isIgnored(target)) {
      this.ignored++;
      return;
    }
    this.failures++;
    this.add(target, detail);
  }

  warn(target: FindingTarget, detail: Detail): void {
    if (this.isIgnored(target)) {
      this.ignored++;
      return;
    }
    this.warnings++;
    this.add(target, detail);
  }

  measure(value: number, unit: MeasureUnit): void {
    if (Number.isFinite(value)) this.measured = { value, unit };
  }

  pass(detail?: string): Verdict {
    return detail ? { outcome: 'pass', detail } : PASS;
  }

  fail(detail: string): Verdict {
    return { outcome: 'fail', detail };
  }

  warning(detail: string): Verdict {
    return { outcome: 'warn', detail };
  }

  notApplicable(detail: string): Verdict {
    return { outcome: 'not-applicable', detail };
  }

  needsReview(detail: string): Verdict {
    return { outcome: 'needs-review', detail };
  }

  error(detail: string): Verdict {
    return { outcome: 'error', detail };
  }
}

/** Findings often point at elements of one subtree (a menu's links, a gallery's images): their selectors share the steps up. */
const selectors = perPage(() => new SelectorMemo());

function selectorOf(page: Page, el: Element): string {
  return selectors(page).of(el);
}

export function findingFor(page: Page, target: FindingTarget, detail: string): Finding {
  if (!target) return { detail };
  if ('line' in target && typeof target.line === 'number' && !('type' in target)) {
    return target.column ? { line: target.line, column: target.column, detail } : { line: target.line, detail };
  }
  if ('stylesheet' in target) return cssFinding(page, target.stylesheet, target.node, detail);
  if ('script' in target) return scriptFinding(page, target.script, target.offset, detail);
  return elementFinding(page, target as Element, detail);
}

/** A finding at an element; one about a position in a fetched file is at the element that loads it (the detail names the file's line). */
function elementFinding(page: Page, el: Element, detail: string, snippet: string | undefined = startTagSnippet(page.html, el.startIndex ?? 0)): Finding {
  const pos = page.position(el.startIndex ?? 0);
  const f: Finding = { selector: selectorOf(page, el), line: pos.line, column: pos.column, detail };
  if (snippet && !quotes(detail, snippet)) f.snippet = snippet;
  return f;
}

/**
 * Whether a finding's detail already shows the code of its snippet (many details quote the start
 * tag they are about): then the snippet would say it twice, and every stored analysis would carry
 * it twice. The first 40 characters decide, since a detail quotes a tag cut shorter.
 */
function quotes(detail: string, snippet: string): boolean {
  return detail.includes(snippet.length > 40 ? snippet.slice(0, 40) : snippet);
}

function contentStart(el: Element | null): number | null {
  const first = el?.children[0];
  return first && isText(first) && typeof first.startIndex === 'number' ? first.startIndex : null;
}

/** A finding at a position inside the page's own HTML (an inline sheet or script), with the line around it. */
function inlineFinding(page: Page, el: Element, offset: number, detail: string): Finding {
  const pos = page.position(offset);
  const f: Finding = { selector: selectorOf(page, el), line: pos.line, column: pos.column, detail };
  const snippet = lineSnippet(page.html, offset);
  if (snippet) f.snippet = snippet;
  return f;
}

function cssFinding(page: Page, sheet: Stylesheet, node: CssTree.CssNode | undefined, detail: string): Finding {
  const loc = node?.loc?.start;
  if (sheet.origin === 'external') {
    const where = loc ? ` (${sheet.url} line ${loc.line}, column ${loc.column})` : ` (${sheet.url})`;
    const file: FindingFile = loc ? { url: sheet.url, line: loc.line, column: loc.column } : { url: sheet.url };
    const snippet = loc ? lineSnippet(sheet.text, loc.offset) : undefined;
    const f: Finding = sheet.element ? elementFinding(page, sheet.element, detail + where, snippet) : { detail: detail + where };
    if (snippet && !sheet.element) f.snippet = snippet;
    return { ...f, file };
  }
  if (sheet.element) {
    const start = sheet.origin === 'style-element' ? contentStart(sheet.element) : null;
    if (start !== null && loc) return inlineFinding(page, sheet.element, start + loc.offset, detail);
    return elementFinding(page, sheet.element, detail);
  }
  return { detail };
}

function scriptFinding(page: Page, script: Script, offset: number | undefined, detail: string): Finding {
  if (script.origin === 'external') {
    const where = offset !== undefined ? lineCol(script.text, offset) : null;
    const suffix = where ? ` (${script.url} line ${where.line}, column ${where.column})` : ` (${script.url})`;
    const file: FindingFile = where ? { url: script.url, ...where } : { url: script.url };
    const snippet = offset !== undefined ? lineSnippet(script.text, offset) : undefined;
    const f: Finding = script.element ? elementFinding(page, script.element, detail + suffix, snippet) : { detail: detail + suffix };
    if (snippet && !script.element) f.snippet = snippet;
    return { ...f, file };
  }
  if (!script.element) return { detail };
  const start = contentStart(script.element);
  if (start === null) return elementFinding(page, script.element, detail);
  return inlineFinding(page, script.element, start + (offset ?? 0), detail);
}

function lineCol(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let last = -1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    last = i;
  }
  return { line, column: offset - last };
}

const EXIT_MARK = { type: 'exit-mark' };

/**
 * What the engine derives from a rule once per rule list rather than once per page: its
 * pre-filters, checked and de-duplicated, and its visitor from the page before. That visitor is
 * kept until the next page replaces it because V8 holds a function's optimised code only weakly:
 * once every closure of a handler has died, a full garbage collection drops the code, and the
 * next page's closures are interpreted and optimised again (measured: about 300 recompilations
 * per corpus run, ~2.5 ms of compiler threads per page, and 4 % more main-thread time). A live
 * closure from the previous page keeps the code in use, at the cost of one page's check state
 * held until the next analysis.
 */
interface RulePlan {
  readonly rule: Rule;
  // The rule's fields the engine reads on every page, copied once: rules are objects of hundreds
  // of shapes, so reading them from the rule is a megamorphic lookup each time, from the plan a
  // monomorphic one. The tags are a frozen copy every result shares instead of a copy per result.
  readonly id: string;
  readonly dimension: Rule['dimension'];
  readonly impact: Rule['impact'];
  readonly title: string;
  readonly failureTitle: string;
  readonly tags: readonly string[];
  readonly needs: Need[] | undefined;
  /** The attribute pre-filter, or null (also for a malformed one from a rule not made by defineRule: it then sees every element). */
  readonly attributes: readonly string[] | null;
  /** The JS name pre-filter without repeats, or null (also for a malformed one: its handlers then see every node). */
  readonly jsNames: readonly string[] | null;
  /** How the rule judges: a visitor from `create`, `check` of the whole page, or `select` and `judge`. */
  readonly form: 'visitor' | 'check' | 'select';
  lastVisitor: Visitor | null;
}

const plans = new WeakMap<readonly Rule[], RulePlan[]>();

/** The plans of a rule list, made again if the list was changed since (it is readonly only by type). */
function plansOf(rules: readonly Rule[]): RulePlan[] {
  const list = plans.get(rules);
  if (list && list.length === rules.length) {
    let i = 0;
    while (i < rules.length && list[i]!.rule === rules[i]) i++;
    if (i === rules.length) return list;
  }
  const made = rules.map(planOf);
  plans.set(rules, made);
  return made;
}

function planOf(rule: Rule): RulePlan {
  const names = rule.attributes;
  const js = rule.jsNames;
  return {
    rule,
    id: rule.id,
    dimension: rule.dimension,
    impact: rule.impact,
    title: rule.title,
    failureTitle: rule.failureTitle,
    tags: Object.freeze(rule.tags.slice()),
    needs: rule.needs,
    attributes: Array.isArray(names) && names.length > 0 && names.every((n) => typeof n === 'string' && n !== '' && n !== '*') ? names : null,
    jsNames: Array.isArray(js) && js.length > 0 && js.every((n) => typeof n === 'string' && n !== '') ? [...new Set(js)] : null,
    form: rule.create ? 'visitor' : rule.check ? 'check' : rule.select && rule.judge ? 'select' : 'visitor',
    lastVisitor: null,
  };
}

type Handler = (...a: any[]) => void;
/** A handler with its rule's run and the rule's position (handlers of one node run in rule order). */
type Entry = { state: RuleRun; fn: Handler; order: number };
interface Filtered {
  /** For each element that carries an attribute some rule filters on: those rules' '*' handlers, in rule order. */
  enter: Map<Element, Entry[]>;
  /** The same for '*' exit handlers (few rules have them). */
  exit: Map<Element, Entry[]>;
}

/** Adds a rule's entry for each element; an element listed under two of the rule's attributes gets it once. */
function addFiltered(map: Map<Element, Entry[]>, entry: Entry, els: readonly Element[] | undefined): void {
  if (!els) return;
  for (const el of els) {
    const list = map.get(el);
    if (!list) map.set(el, [entry]);
    // Rules are added one at a time, so the rule's entry, if there, is the last one.
    else if (list[list.length - 1] !== entry) list.push(entry);
  }
}

/**
 * The '*' handlers of rules with an attribute pre-filter, keyed by the elements they apply to.
 * Plain loops rather than callbacks made per page (see Dispatch for why).
 */
function filteredHandlers(page: Page, states: readonly RuleRun[]): Filtered {
  const enter: Filtered['enter'] = new Map();
  const exit: Filtered['exit'] = new Map();
  for (let order = 0; order < states.length; order++) {
    const state = states[order]!;
    const names = state.plan.attributes;
    if (!names || state.verdict) continue;
    for (const [map, fn] of [
      [enter, state.visitor.element?.['*']],
      [exit, state.visitor.elementExit?.['*']],
    ] as const) {
      if (!fn) continue;
      const entry: Entry = { state, fn: fn as Handler, order };
      for (const els of attributeLists(page, names)) addFiltered(map, entry, els);
    }
  }
  return { enter, exit };
}

/** The handler tables of one page, then the walks: the HTML tree, each stylesheet, each script. */
function walkAll(page: Page, states: readonly RuleRun[], d: Dispatch, budget: number): void {
  d.start(budget);
  // The '*' handlers of rules that declare `attributes` are not called for every element: the
  // elements that carry those attributes come from the attribute index (filteredHandlers).
  const enter = new Map<string, Entry[]>();
  const exit = new Map<string, Entry[]>();
  const onText: Entry[] = [];
  const onComment: Entry[] = [];
  for (let order = 0; order < states.length; order++) {
    const state = states[order]!;
    if (state.verdict) continue;
    const v = state.visitor;
    const byAttributes = state.plan.attributes !== null;
    if (v.element) for (const key of Object.keys(v.element)) if (key !== '*' || !byAttributes) pushTo(enter, key, { state, fn: v.element[key] as Handler, order });
    if (v.elementExit) for (const key of Object.keys(v.elementExit)) if (key !== '*' || !byAttributes) pushTo(exit, key, { state, fn: v.elementExit[key] as Handler, order });
    if (v.text) onText.push({ state, fn: v.text as Handler, order });
    if (v.comment) onComment.push({ state, fn: v.comment as Handler, order });
    if (v.cssRule) d.onRule.push({ state, fn: v.cssRule as Handler, order });
    if (v.cssAtrule) d.onAtrule.push({ state, fn: v.cssAtrule as Handler, order });
    if (v.cssDeclaration) d.onDecl.push({ state, fn: v.cssDeclaration as Handler, order });
    if (v.js) {
      // Handlers of rules that declare `jsNames` are looked up by node type and name, so they
      // are called only for the nodes that carry one of their names.
      const names = state.plan.jsNames;
      for (const key of Object.keys(v.js)) {
        const entry: Entry = { state, fn: v.js[key] as Handler, order };
        if (!names || !JS_FILTERED_TYPES.has(key)) {
          pushTo(d.js, key, entry);
          continue;
        }
        let byName = d.jsNamed.get(key);
        if (!byName) d.jsNamed.set(key, (byName = new Map()));
        for (const name of names) {
          pushTo(byName, name, entry);
          d.jsNameLengths[Math.min(name.length, LONG_NAME)] = 1;
        }
      }
    }
  }

  const anyEnter = enter.get('*') ?? NONE;
  const anyExit = exit.get('*') ?? NONE;
  const filtered = filteredHandlers(page, states);
  // An element is revisited after its subtree only when some handler wants its exit: every element
  // when a rule has an unfiltered '*' exit handler, otherwise those named by tag or by the filter.
  const exitAll = anyExit.length > 0;
  const exitNamed = exit.size > 0;
  const exitFiltered = filtered.exit.size > 0;
  // An element is pushed again under EXIT so its exit handlers run after its subtree.
  const EXIT = EXIT_MARK as unknown as AnyNode;
  const stack: AnyNode[] = [];
  for (let i = page.document.children.length - 1; i >= 0; i--) stack.push(page.document.children[i]!);
  while (stack.length) {
    const node = stack.pop()!;
    if (node === EXIT) {
      const el = stack.pop() as Element;
      const some = filtered.exit.get(el);
      if (some) d.merged(anyExit, some, el);
      else d.each(anyExit, el);
      d.each(exit.get(el.name), el);
      continue;
    }
    if (isElement(node)) {
      const some = filtered.enter.get(node);
      if (some) d.merged(anyEnter, some, node);
      else d.each(anyEnter, node);
      d.each(enter.get(node.name), node);
      if (exitAll || (exitNamed && exit.has(node.name)) || (exitFiltered && filtered.exit.has(node))) stack.push(node, EXIT);
      const kids = node.children;
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
    } else if (isText(node)) {
      if (onText.length === 0) continue;
      // Script and style contents are code, walked as JS and CSS instead.
      const parentName = (node.parent as Element | null)?.name;
      if (parentName !== 'script' && parentName !== 'style') d.each(onText, node);
    } else if (node.type === 'comment') {
      d.each(onComment, node);
    } else if ('children' in node) {
      const kids = (node as { children: AnyNode[] }).children;
      for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
    }
  }

  if (d.onRule.length || d.onAtrule.length || d.onDecl.length) for (const sheet of page.stylesheets) d.walkCss(sheet);
  if (d.js.size || d.jsNamed.size) for (const script of page.scripts) if (script.ast) d.walkScript(script);
}

/** Appends a handler to the list under its key. */
function pushTo(map: Map<string, Entry[]>, key: string, entry: Entry): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}

/**
 * Calls handlers for one run of the rules. Its methods and the two callbacks it hands to the CSS
 * and JS walks live as long as the module, not one page: V8 drops the optimised code of functions
 * whose closures have all died, and re-optimising per-page closures after each full collection
 * was measurable in the pool (see RulePlan). One is reused between runs; a run nested in a
 * handler gets its own.
 */
class Dispatch {
  budget = 2000;
  private walkStart = 0;
  private timingAfter = 0;
  private timing = false;
  private sinceCheck = 0;
  // The CSS walk's lists and the sheet it is in.
  onRule: Entry[] = [];
  onAtrule: Entry[] = [];
  onDecl: Entry[] = [];
  private sheet: Stylesheet | null = null;
  // The JS walk's tables and the script it is in.
  js = new Map<string, Entry[]>();
  jsNamed = new Map<string, Map<string, Entry[]>>();
  /**
   * 1 at the length of every name in jsNamed. Identifier names and string literals come fresh from
   * the parser, and looking one up in a map first hashes all of it: a literal of any other length
   * cannot match, so it is not looked up (most are not, and some are kilobytes long). Names of
   * LONG_NAME characters or more share the last slot.
   */
  jsNameLengths = new Uint8Array(LONG_NAME + 1);
  private script: Script | null = null;

  start(budget: number): void {
    this.budget = budget;
    this.walkStart = performance.now();
    // Timing every handler call would cost more than most rules do, so handler time is measured
    // only once a page has proven expensive: after TIMING_AFTER_MS of walking, every call is timed
    // and a rule past its budget is stopped. Ordinary pages never reach that point.
    this.timingAfter = Math.min(TIMING_AFTER_MS, budget / 4);
    this.timing = false;
    this.sinceCheck = 0;
  }

  /** Drops every reference to the page, so an idle dispatcher holds nothing. */
  clear(): void {
    this.onRule = [];
    this.onAtrule = [];
    this.onDecl = [];
    this.js = new Map();
    this.jsNamed = new Map();
    this.jsNameLengths.fill(0);
    this.sheet = null;
    this.script = null;
  }

  invoke(state: RuleRun, fn: Handler, a: unknown, b?: unknown, c?: unknown): void {
    if (state.verdict) return;
    if (!this.timing) {
      try {
        fn(a, b, c);
      } catch (err) {
        state.verdict = { outcome: 'error', detail: `The check crashed: ${errorMessage(err)}` };
      }
      if (++this.sinceCheck >= 64) {
        this.sinceCheck = 0;
        if (performance.now() - this.walkStart > this.timingAfter) this.timing = true;
      }
      return;
    }
    const t0 = performance.now();
    try {
      fn(a, b, c);
    } catch (err) {
      state.verdict = { outcome: 'error', detail: `The check crashed: ${errorMessage(err)}` };
    }
    state.elapsed += performance.now() - t0;
    if (!state.verdict && state.elapsed > this.budget) {
      state.verdict = { outcome: 'error', detail: `The check exceeded its time budget of ${this.budget} ms on this page and was stopped.` };
    }
  }

  each(handlers: Entry[] | undefined, a: unknown, b?: unknown, c?: unknown): void {
    if (handlers) for (let i = 0; i < handlers.length; i++) this.invoke(handlers[i]!.state, handlers[i]!.fn, a, b, c);
  }

  /** Both lists are in rule order; merging keeps the calls for one node in rule order. */
  merged(all: Entry[], some: Entry[], a: unknown, b?: unknown): void {
    let i = 0;
    let j = 0;
    while (i < all.length || j < some.length) {
      const e = j >= some.length || (i < all.length && all[i]!.order < some[j]!.order) ? all[i++]! : some[j++]!;
      this.invoke(e.state, e.fn, a, b);
    }
  }

  walkCss(sheet: Stylesheet): void {
    this.sheet = sheet;
    csstree.walk(sheet.ast, this.cssVisitor);
  }

  private readonly cssVisitor = (() => {
    const self = this;
    return {
      enter(this: { rule: CssTree.Rule | null }, node: CssTree.CssNode) {
        const sheet = self.sheet;
        if (node.type === 'Rule') self.each(self.onRule, node, sheet);
        else if (node.type === 'Atrule') self.each(self.onAtrule, node, sheet);
        else if (node.type === 'Declaration') self.each(self.onDecl, node, sheet, this.rule ?? null);
      },
    };
  })();

  walkScript(script: Script): void {
    this.script = script;
    walkJs(script.ast!, this.jsVisit);
  }

  private readonly jsVisit = (node: Record<string, any>): void => {
    const all = this.js.get(node.type);
    const byName = this.jsNamed.get(node.type);
    const name = byName ? jsFilterName(node) : null;
    const some = name !== null && this.jsNameLengths[Math.min(name.length, LONG_NAME)] === 1 ? byName!.get(name) : undefined;
    if (some) this.merged(all ?? NONE, some, node, this.script);
    else if (all) this.each(all, node, this.script);
  };
}

const NONE: Entry[] = [];
let idleDispatch: Dispatch | null = null;

/**
 * Runs rules over a parsed page: one walk over the HTML tree, then each stylesheet, then each
 * script, dispatching to the rules that subscribed, then each rule's `end`, `check` or selection. A rule that throws or
 * overruns its budget is stopped and reported as `error`; the others carry on.
 */
export function runRules(page: Page, rules: readonly Rule[], options: RunOptions = {}): CheckResult[] {
  return runRulesCounting(page, rules, options).checks;
}

/** runRules, and how many findings were left out on ignored elements. */
function runRulesCounting(page: Page, rules: readonly Rule[], options: RunOptions): { checks: CheckResult[]; ignored: number } {
  const ignores = options.ignoreElements?.length ? compiledIgnores(options.ignoreElements) : null;
  const budget = options.ruleBudgetMs ?? 2000;
  const maxFindings = options.maxFindings ?? MAX_FINDINGS;
  const states: RuleRun[] = [];

  const rulePlans = plansOf(rules);
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]!;
    const plan = rulePlans[i]!;
    const state = new RuleRun(page, plan, maxFindings, precheck(page, plan.needs));
    if (ignores) {
      const tests = ignores.filter((e) => !e.checks || e.checks.has(rule.id)).map((e) => e.test);
      if (tests.length) state.ignoreTests = tests;
    }
    states.push(state);
    if (state.verdict || plan.form !== 'visitor') continue;
    try {
      state.visitor = rule.create?.(state) ?? {};
      plan.lastVisitor = state.visitor;
    } catch (err) {
      state.verdict = { outcome: 'error', detail: `The check crashed: ${errorMessage(err)}` };
    }
  }

  const d = idleDispatch ?? new Dispatch();
  idleDispatch = null;
  try {
    walkAll(page, states, d, budget);
  } finally {
    d.clear();
    idleDispatch = d;
  }

  // Verdicts: each visitor's end(), each check(), each selection judged. One clock reading between
  // two of them serves as the end of one and the start of the next (900 readings per page were
  // measurable on small pages); a check's time then also holds the microseconds of bookkeeping
  // since the previous reading, nothing a 2 s budget notices.
  const results: CheckResult[] = [];
  let clock = performance.now();
  for (const state of states) {
    let verdict = state.verdict;
    const form = state.plan.form;
    if (!verdict && (form !== 'visitor' || state.visitor.end)) {
      const rule = state.plan.rule;
      try {
        if (form === 'check') verdict = rule.check!(state) ?? null;
        else if (form === 'select') verdict = judgeSelected(state, rule.select!, rule.judge!);
        else verdict = state.visitor.end!() ?? null;
      } catch (err) {
        verdict = { outcome: 'error', detail: `The check crashed: ${errorMessage(err)}` };
      }
      const now = performance.now();
      state.elapsed += now - clock;
      clock = now;
      if (state.elapsed > budget && verdict?.outcome !== 'error') {
        verdict = { outcome: 'error', detail: `The check exceeded its time budget of ${budget} ms on this page and was stopped.` };
      }
    }
    if (!verdict) {
      verdict = state.failures > 0 ? FAIL : state.warnings > 0 ? WARN : PASS;
    }
    const plan = state.plan;
    const failing = verdict.outcome === 'fail' || verdict.outcome === 'warn';
    let findings = state.findings;
    if (verdict.detail) {
      findings = [{ detail: verdict.detail }];
      for (const f of state.findings) findings.push(f);
    }
    const result: CheckResult = {
      id: plan.id,
      dimension: plan.dimension,
      outcome: verdict.outcome,
      impact: plan.impact,
      tags: plan.tags,
      title: failing ? plan.failureTitle : plan.title,
      findings: findings.length > maxFindings && (verdict.outcome === 'pass' || verdict.outcome === 'not-applicable') ? findings.slice(0, maxFindings) : findings,
    };
    if (state.omitted) result.omittedFindings = state.omitted;
    // A value measured before the check was cut short (an error) is no measure of the page.
    if (state.measured && verdict.outcome !== 'error' && verdict.outcome !== 'not-applicable') result.measured = state.measured;
    results.push(result);
  }
  let ignored = 0;
  for (const state of states) ignored += state.ignored;
  return { checks: results, ignored };
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The name a site gives itself: og:site_name, then application-name, then a JSON-LD WebSite name. */
export function siteName(page: Page): string | null {
  const metas = page.index.byTag.get('meta') ?? [];
  for (const key of ['og:site_name', 'application-name']) {
    const m = metas.find((el) => (el.attribs['property'] ?? el.attribs['name'] ?? '').toLowerCase() === key);
    const v = m ? normalizeSpace(m.attribs['content'] ?? '') : '';
    if (v) return v.slice(0, 120);
  }
  for (const node of jsonLdNodes(page)) {
    if (node.types.includes('WebSite') && typeof node.node['name'] === 'string' && node.node['name'].trim()) return normalizeSpace(node.node['name']).slice(0, 120);
  }
  return null;
}

export function pageTitle(page: Page): string | null {
  const el = page.index.byTag.get('title')?.[0];
  if (!el) return null;
  const t = normalizeSpace(textContent(el));
  return t === '' ? null : t;
}

/** The engine: a pure function of the snapshot and the rules. */
export function analyzeSnapshot(snapshot: unknown, rules: readonly Rule[], options: RunOptions = {}): EngineResult {
  const page = buildPage(snapshot);
  const { checks, ignored } = runRulesCounting(page, rules, options);
  const notes = analysisNotes(page, rules);
  if (ignored) notes.push(`${ignored} finding${ignored === 1 ? ' was' : 's were'} on elements the configuration ignores, and left out.`);
  const drawn = options.thumbnails ? renderedEvidenceWithSheet(page, checks) : null;
  const evidence = drawn ? drawn.evidence : renderedEvidence(page, checks);
  const thumbnails = drawn?.thumbnails;
  return { url: page.url, title: pageTitle(page), siteName: siteName(page), checks, notes, ...(evidence ? { evidence } : {}), ...(thumbnails ? { thumbnails } : {}) };
}
