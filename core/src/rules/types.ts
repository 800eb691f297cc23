import type * as csstree from 'css-tree';
import type { Node as JsNode } from 'acorn';
import type { Element, Text, Comment } from 'domhandler';
import type { Page } from '../engine/page.ts';
import type { Stylesheet } from '../parse/css.ts';
import type { Script } from '../parse/js.ts';
import type { ResourceRole } from '../snapshot/har.ts';

export const DIMENSIONS = ['seo', 'geo', 'performance', 'accessibility', 'codeQuality', 'uiux', 'dataTracking', 'security'] as const;
export type DimensionKey = (typeof DIMENSIONS)[number];

export const DIMENSION_LABELS: Record<DimensionKey, string> = {
  seo: 'SEO',
  geo: 'GEO / AI readiness',
  performance: 'Performance',
  accessibility: 'Accessibility',
  codeQuality: 'Code quality',
  uiux: 'UI/UX',
  dataTracking: 'Data & tracking',
  security: 'Security',
};

export const OUTCOMES = ['pass', 'fail', 'warn', 'not-applicable', 'needs-review', 'error'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;
export type Impact = (typeof IMPACTS)[number];

/**
 * What a rule needs from the snapshot. The runner checks these before the rule runs: a need
 * that is not in the snapshot makes the rule `not-applicable`; a resource that could not be
 * fetched makes it `error`. Rules never see a failed fetch as a failure of the page.
 * `site`: the page has a web (http or https) address, so its own site is known (a saved file
 * graded without one has not). `fetched`: the page was fetched or captured with its network
 * traffic — subresources, sizes on the wire, redirects — rather than read from a saved file.
 * `rendered`: a browser drew the page (rendered mode), so what it measured — lab metrics, layout,
 * the requests scripts made — is in the snapshot; a static snapshot makes the rule
 * `not-applicable`.
 */
export type Need = 'headers' | 'tls' | 'https' | 'site' | 'fetched' | 'rendered' | Extract<ResourceRole, 'robots' | 'sitemap' | 'llms' | 'securityTxt' | 'manifest' | 'httpVariant' | 'gpc' | 'aiCatalog' | 'mcp' | 'agentSkills' | 'notFound'>;

/** A critical failure limits the score of its dimension (or the overall score) and says why. */
export interface Cap {
  /** Highest score allowed while this rule fails. */
  max: number;
  scope: 'dimension' | 'overall';
  reason: string;
}

/** A second dimension whose score counts a check's outcome, with the weight it has there. */
export interface AlsoScores {
  dimension: DimensionKey;
  impact: Impact;
}

export interface RuleMeta {
  /** Namespaced id, e.g. `seo/meta-description`. */
  id: string;
  dimension: DimensionKey;
  /** Title when the check passes. */
  title: string;
  /** Title when it fails or warns: what is wrong, in one sentence. */
  failureTitle: string;
  /** What the rule checks. */
  description: string;
  /** Why it matters to users, crawlers or agents. */
  why: string;
  /** How to fix it. */
  fix: string;
  impact: Impact;
  /** Cross-references to other tools' equivalent checks: `axe:image-alt`, `wcag:1.1.1`, `lighthouse:…`, `observatory:…`. */
  tags: string[];
  needs?: Need[];
  /** One cap, or several (e.g. one on the dimension and a looser one on the overall score). */
  cap?: Cap | Cap[];
  /**
   * Other dimensions whose score also counts this check's outcome, each with the impact it has
   * there. A check belongs to one dimension (`dimension`: where it is listed, reported and capped);
   * when its question matters to a second dimension too, that dimension counts the same outcome
   * instead of a second check judging the same thing again. See docs/scoring.md.
   */
  alsoScores?: AlsoScores[];
  /**
   * Ids under which this check, or a check merged into it, was published before. Stored analyses,
   * links and API clients may still name them; the service answers them with this check.
   */
  formerIds?: string[];
  /** Further reading (standards, specs). */
  references?: string[];
  /**
   * The unit of the number the check judges the page by, when it records one with
   * `context.measure()`: configuration files can then set a budget on it.
   */
  measures?: MeasureUnit;
  /**
   * Pre-filter for the rule's `'*'` handlers (`element['*']` and `elementExit['*']`): when set,
   * they are called only for elements that carry at least one of these attributes. Each entry is
   * a lower-case attribute name (`tabindex`) or a prefix ending in `*` (`aria-*`, `on*`). Handlers
   * by tag name are not affected. Most rules that look at every element only care about a few
   * attributes; declaring them spares the engine a call per element.
   */
  attributes?: string[];
  /**
   * Pre-filter for the rule's JS handlers of five node types: when set, `Identifier` handlers are
   * called only for identifiers with one of these names, `Literal` handlers only for string
   * literals with one of these values, `CallExpression` and `NewExpression` handlers only when the
   * callee's name (`f()`, `a.f()`, `a["f"]()`) is one of them, and `MemberExpression` handlers only
   * when the property name (`a.f`, `a["f"]`) is. Handlers of other node types are not affected.
   * Rules that look for a few API names in scripts spare the engine a call per node.
   */
  jsNames?: string[];
}

export interface Finding {
  /** The element in the page (for a finding in a fetched file, the element that loads the file). */
  selector?: string;
  /** Position in the page's HTML. */
  line?: number;
  column?: number;
  detail: string;
  /**
   * A short excerpt of the source the finding points at: the element's start tag, or the line
   * (a window of it, when long) of the CSS or JS around the position. At most 120 characters.
   */
  snippet?: string;
  /** A finding in a fetched stylesheet or script: the file and the position in it (1-based). */
  file?: FindingFile;
}

export interface FindingFile {
  url: string;
  line?: number;
  column?: number;
}

/** Where a finding points: an element, a position in a parsed source, or nowhere in particular. */
export type FindingTarget =
  | Element
  | { stylesheet: Stylesheet; node?: csstree.CssNode }
  | { script: Script; offset?: number }
  | { line: number; column?: number }
  | null;

/** A finding's text, or a function that builds it when the finding is kept. */
export type Detail = string | (() => string);

/** A unit a check measures in (see `RuleContext.measure`). */
export type MeasureUnit = 'bytes' | 'count' | 'ms';

/**
 * The number a check judged the page by (its total weight, its request count), in the check's
 * unit. It comes from the snapshot alone, so the same snapshot gives the same value; budgets in a
 * configuration file compare it with their own limit.
 */
export interface Measured {
  value: number;
  unit: MeasureUnit;
}

export interface Verdict {
  outcome: Outcome;
  detail?: string;
}

export interface RuleContext {
  readonly page: Page;
  readonly meta: RuleMeta;
  /**
   * Records a failing finding. The engine keeps the first `maxFindings` (200) and only counts the
   * rest, so a detail that is costly to build (an accessible name, a resolved URL) may be given as
   * a function: it is called only when the finding is kept.
   */
  report(target: FindingTarget, detail: Detail): void;
  /** Records a warning finding (the check does not fail outright); `detail` as for `report`. */
  warn(target: FindingTarget, detail: Detail): void;
  /**
   * Records the number the check judged the page by (a total in bytes, a count, a time in the
   * snapshot), for budgets; the last call counts. Only a check whose verdict rests on one number
   * calls it.
   */
  measure(value: number, unit: MeasureUnit): void;
  pass(detail?: string): Verdict;
  fail(detail: string): Verdict;
  warning(detail: string): Verdict;
  notApplicable(reason: string): Verdict;
  needsReview(detail: string): Verdict;
  error(detail: string): Verdict;
}

type Handler<A extends unknown[]> = (...args: A) => void;

export interface Visitor {
  /** Element handlers by lower-case tag name; `*` sees every element. Called in document order. */
  element?: Record<string, Handler<[Element]>>;
  /** Called after an element's subtree, by tag name or `*`. */
  elementExit?: Record<string, Handler<[Element]>>;
  text?: Handler<[Text]>;
  comment?: Handler<[Comment]>;
  /** Every CSS rule (selector + block) of every stylesheet. */
  cssRule?: Handler<[csstree.Rule, Stylesheet]>;
  cssAtrule?: Handler<[csstree.Atrule, Stylesheet]>;
  /** Every declaration; `rule` is the enclosing rule, or null in a style attribute. */
  cssDeclaration?: Handler<[csstree.Declaration, Stylesheet, csstree.Rule | null]>;
  /** JavaScript AST nodes by ESTree type, e.g. `CallExpression`. */
  js?: Record<string, Handler<[JsNode & Record<string, any>, Script]>>;
  /** Once, after the walk: return the verdict, or nothing to derive it from the findings. */
  end?: () => Verdict | void;
}

/**
 * Which elements a rule judges one by one (`select` with `judge`): the engine reads them from the
 * page's index, in document order, and calls `judge` for each. An element passes through the
 * filters in the order written here, cheapest first.
 */
export interface Selection {
  /** Lower-case tag names. Without them, every element that carries one of `attributes`. */
  tags?: string[];
  /**
   * Only elements that carry at least one of these attributes: a lower-case name (`tabindex`)
   * or a prefix ending in `*` (`aria-*`, `on*`). At least one of `tags` and `attributes` is given.
   */
  attributes?: string[];
  /** Only elements this says yes to (the element's own conditions: a type, a role, a value). */
  where?: (element: Element, page: Page) => boolean;
  /**
   * Only elements exposed to assistive technology: an element that markup or the page's style
   * sheets certainly hide (`isHidden` of `@pagegrade/core/a11y`) is left out; one whose state the
   * snapshot cannot settle is judged, and a failure `judge` finds there is reported as needs-review
   * (a warning saying why), as `reportExposed` does.
   */
  exposed?: boolean;
  /** The reason the check gives (not-applicable) when the page has no element to judge. */
  none: string;
}

/**
 * What `judge` says of one element: nothing when it is fine, or the detail of a failing finding
 * at the element (as for `report`, a function is called only when the finding is kept). A judge
 * may also call `context.report` or `context.warn` itself (a warning, a finding elsewhere).
 */
export type Judgement = Detail | void;

/**
 * A rule: its metadata, and one of three ways of judging the page, from the simplest —
 * - `select` and `judge`: elements judged one by one. The engine finds the selected elements,
 *   counts them, builds the findings `judge` returns, answers `not-applicable` with
 *   `select.none` when there are none, and otherwise derives the outcome from the findings;
 * - `check(context)`: the whole page at once, from `context.page`; returns the verdict, or
 *   nothing to derive it from the findings;
 * - `create(context)`: a visitor whose handlers the engine calls during its single walk over the
 *   HTML tree, the stylesheets and the scripts (for rules that read the tree as a stream, or CSS
 *   and JS nodes).
 * A rule has exactly one of them (`defineRule` checks).
 */
export interface Rule extends RuleMeta {
  create?(context: RuleContext): Visitor;
  check?(context: RuleContext): Verdict | void;
  select?: Selection;
  judge?(element: Element, context: RuleContext): Judgement;
}

export interface Plugin {
  name: string;
  rules: Rule[];
}

export interface CheckResult {
  id: string;
  dimension: DimensionKey;
  outcome: Outcome;
  impact: Impact;
  /** The rule's tags: one frozen array shared by the rule's results. */
  tags: readonly string[];
  title: string;
  findings: Finding[];
  /** Findings beyond the stored ones (each rule keeps the first 200). */
  omittedFindings?: number;
  /** The number the check judged the page by, when it measures one (`RuleContext.measure`). */
  measured?: Measured;
}
