import type * as CssTree from 'css-tree';
import type { Element } from 'domhandler';
import { compile } from 'css-select';
import { csstree, cssListHead } from '../parse/csstree.ts';
import { parseCss, type Stylesheet } from '../parse/css.ts';
import { perPage, type Page } from '../engine/page.ts';
import { isElement, tokens } from '../dom/index.ts';
import { composedParent } from '../dom/shadow-root.ts';
import { mediaApplies } from './media.ts';
import { specificity } from './specificity.ts';
import { USER_AGENT_CSS } from './user-agent.ts';
import { computeStyle, type ComputedStyle } from './compute.ts';
import { SLOT, STYLE_PROPERTIES, type Cascaded } from './properties.ts';

export { STYLE_PROPERTIES, type StyleProperty } from './properties.ts';

interface Declaration {
  property: string;
  /** The property's slot (properties.ts), or -1 for a custom property. */
  slot: number;
  value: string;
  important: boolean;
}

/** Where a declaration comes from, in cascade order for normal declarations (important ones reverse the origins). */
const enum Tier {
  UserAgent = 0,
  Author = 1,
  StyleAttribute = 2,
}

interface StyleRule {
  selector: CssTree.Selector;
  specificity: number;
  order: number;
  tier: Tier;
  /** Inside an at-rule whose condition cannot be decided (media about the viewport, @supports, @layer …). */
  conditional: boolean;
  declarations: Declaration[];
  /** Compiled on first use; null when the selector cannot be matched statically (then it may match). */
  matcher?: ((el: Element) => boolean) | null;
}

/** A declaration's rank in the cascade: tier and importance, then specificity, then source order. */
interface Rank {
  level: number;
  specificity: number;
  order: number;
}

/** The best declaration seen so far for one slot of an element. */
type Candidate = { value: string; rank: Rank } | null;

/** Custom properties by name: the best declaration (of those that apply, or of those that may). */
type CustomCascade = Map<string, { value: string; rank: Rank }>;

/** The best declarations seen so far for the element being cascaded: of those that apply, and of those that may. */
interface Scratch {
  win: Candidate[];
  doubt: Candidate[];
  custom: CustomCascade | null;
  customDoubt: CustomCascade | null;
}

/** One element is cascaded at a time (the cascade never calls back into the resolver), so one scratch serves all. */
const SCRATCH: Scratch = { win: new Array(STYLE_PROPERTIES.length).fill(null), doubt: new Array(STYLE_PROPERTIES.length).fill(null), custom: null, customDoubt: null };

function consider(c: Scratch, d: Declaration, level: number, specificity: number, order: number, conditional: boolean): void {
  if (d.slot < 0) {
    const map = conditional ? (c.customDoubt ??= new Map()) : (c.custom ??= new Map());
    const cur = map.get(d.property);
    if (!cur || outranks(level, specificity, order, cur.rank)) map.set(d.property, { value: d.value, rank: { level, specificity, order } });
    return;
  }
  const list = conditional ? c.doubt : c.win;
  const cur = list[d.slot];
  if (!cur || outranks(level, specificity, order, cur.rank)) list[d.slot] = { value: d.value, rank: { level, specificity, order } };
}

function levelOf(tier: Tier, important: boolean): number {
  // Normal: UA < author < style attribute; important: author < style attribute < UA.
  if (!important) return tier;
  return tier === Tier.UserAgent ? 5 : tier + 2;
}

function outranks(level: number, specificity: number, order: number, b: Rank): boolean {
  return level !== b.level ? level > b.level : specificity !== b.specificity ? specificity > b.specificity : order > b.order;
}

/**
 * States a page has at rest, before anyone interacts with it: nothing is focused, hovered or
 * targeted, and popovers and modal dialogs are closed. css-select knows :hover and :active (never,
 * without an adapter for them); these are the rest, so that selectors using them are decided
 * rather than left unknown.
 */
const AT_REST: Record<string, string | ((el: Element) => boolean)> = {
  focus: () => false,
  'focus-visible': () => false,
  'focus-within': () => false,
  target: () => false,
  'target-within': () => false,
  'popover-open': () => false,
  modal: () => false,
  open: (el) => (el.name === 'details' || el.name === 'dialog') && el.attribs['open'] !== undefined,
  defined: (el) => !el.name.includes('-'),
};

const SELECT_OPTIONS = { xmlMode: false, pseudos: AT_REST } as Parameters<typeof compile>[1];

/**
 * The cascade of one page: every style rule of its style sheets (the browser's defaults, `<style>`
 * elements and fetched `<link>`ed sheets, in document order) indexed by the id, class or tag its
 * selector's subject requires, so that an element is matched only against rules that can apply.
 */
export class StyleResolver {
  /** False when a linked or imported sheet is missing from the snapshot: then every value is unknown. */
  readonly complete: boolean;
  /** The sheets that are missing, by URL or reference. */
  readonly missing: string[];
  private readonly byId = new Map<string, StyleRule[]>();
  private readonly byClass = new Map<string, StyleRule[]>();
  private readonly byTag = new Map<string, StyleRule[]>();
  private readonly universal: StyleRule[] = [];
  private readonly attributeStyles = new Map<Element, Declaration[]>();
  private readonly computed = new Map<Element, ComputedStyle>();
  private readonly undisplayed = new Map<Element, boolean | null>();
  private order = 0;
  /** Whether the known sheets were indexed: always when complete, and when asked for the known sheets alone. */
  private readonly indexed: boolean;

  /**
   * `knownSheetsOnly`: cascade the sheets the snapshot holds even when others are missing. Its
   * answers are what those sheets decide, not what the page shows (a missing sheet may override
   * them): only `knownSheetsHide` reads it, for what the page's own sheets hide.
   */
  constructor(page: Page, knownSheetsOnly = false) {
    const missing: string[] = [];
    const sheets: Array<[Stylesheet, boolean]> = [];
    const linked = new Set<Element>();
    for (const sheet of page.stylesheets) {
      const el = sheet.element;
      if (sheet.origin === 'style-attribute' || !el) continue;
      linked.add(el);
      const media = mediaApplies(el.attribs['media']);
      if (media === 'no' || !appliesAsSheet(el)) continue;
      sheets.push([sheet, media === 'unknown']);
      for (let item = cssListHead((sheet.ast as CssTree.StyleSheet).children); item !== null; item = item.next) {
        // Imported sheets are not fetched: what they set is unknown.
        if (item.data.type === 'Atrule' && item.data.name.toLowerCase() === 'import') missing.push(`@import in ${sheet.url}`);
      }
    }
    // A linked sheet the snapshot lacks (not fetched, failed, over a limit) may set anything.
    for (const link of page.index.byTag.get('link') ?? []) {
      if (!appliesAsSheet(link) || !link.attribs['href'] || linked.has(link)) continue;
      if (mediaApplies(link.attribs['media']) === 'no') continue;
      missing.push(page.resolveUrl(link.attribs['href']) ?? link.attribs['href']);
    }
    this.missing = missing;
    this.complete = missing.length === 0;
    this.indexed = this.complete || knownSheetsOnly;
    // Without every sheet nothing is known, and nothing needs indexing.
    if (!this.indexed) return;
    this.addBlock(userAgentSheet().ast, Tier.UserAgent, false);
    for (const [sheet, conditional] of sheets) this.addBlock(sheet.ast, Tier.Author, conditional);
    for (const sheet of page.stylesheets) if (sheet.origin === 'style-attribute' && sheet.element) this.attributeStyles.set(sheet.element, declarationsOf(sheet.ast));
  }

  /** The resolved style of an element, computed once per page on first use (with its ancestors'). */
  style(el: Element): ComputedStyle {
    let s = this.computed.get(el);
    if (s) return s;
    const up = styleParent(el);
    s = computeStyle(this.indexed ? this.cascade(el) : null, up ? this.style(up) : null);
    this.computed.set(el, s);
    return s;
  }

  /**
   * Whether display:none applies to the element or an ancestor, taking its subtree out of
   * rendering: true; false; or null when a display on the way up cannot be resolved and none is
   * none. Kept per element, so that siblings share their ancestors' answer.
   */
  displayNone(el: Element): boolean | null {
    const known = this.undisplayed.get(el);
    if (known !== undefined) return known;
    const up = styleParent(el);
    const above = up ? this.displayNone(up) : false;
    const own = this.style(el).display;
    const verdict = above === true || own === 'none' ? true : above === null || own === null ? null : false;
    this.undisplayed.set(el, verdict);
    return verdict;
  }

  /** The winning declaration of each property (and custom property) for an element, or unknown. */
  private cascade(el: Element): Cascaded {
    const c = SCRATCH;
    c.win.fill(null);
    c.doubt.fill(null);
    c.custom = null;
    c.customDoubt = null;
    this.visit(this.universal, el, c);
    this.visit(this.byTag.get(el.name), el, c);
    const id = el.attribs['id'];
    if (id) this.visit(this.byId.get(id), el, c);
    // A class named twice visits its rules twice, which changes nothing: the same rank never outranks itself.
    // Class names keep their case: selectors match them case-sensitively (.notInPage, .playerHidden).
    const cls = el.attribs['class'];
    if (cls) for (const name of cls.split(CLASS_SEPARATORS)) if (name) this.visit(this.byClass.get(name), el, c);
    if (DIMENSION_HINTS.has(el.name) || ASPECT_HINTS.has(el.name)) dimensionHints(el, c);
    const attribute = this.attributeStyles.get(el);
    // Within a style attribute, the later of two declarations of equal importance wins.
    if (attribute) for (let i = 0; i < attribute.length; i++) consider(c, attribute[i]!, levelOf(Tier.StyleAttribute, attribute[i]!.important), 0, i, false);
    const values: Cascaded['values'] = new Array(STYLE_PROPERTIES.length);
    for (let i = 0; i < values.length; i++) {
      const w = c.win[i];
      const d = c.doubt[i];
      values[i] = d && (!w || outranks(d.rank.level, d.rank.specificity, d.rank.order, w.rank)) ? null : w ? w.value : undefined;
    }
    let custom: Cascaded['custom'] = null;
    // Set by consider() during the visits, which the compiler does not follow.
    const declared = c.custom as CustomCascade | null;
    const doubted = c.customDoubt as CustomCascade | null;
    if (declared !== null || doubted !== null) {
      custom = new Map();
      if (declared) for (const [name, w] of declared) custom.set(name, w.value);
      if (doubted)
        for (const [name, d] of doubted) {
          const w = declared?.get(name);
          if (!w || outranks(d.rank.level, d.rank.specificity, d.rank.order, w.rank)) custom.set(name, null);
        }
    }
    return { values, custom };
  }

  private visit(rules: StyleRule[] | undefined, el: Element, c: Scratch): void {
    if (!rules) return;
    for (const rule of rules) {
      const matched = this.matches(rule, el);
      if (matched === false) continue;
      const conditional = rule.conditional || matched === null;
      for (const d of rule.declarations) consider(c, d, levelOf(rule.tier, d.important), rule.specificity, rule.order, conditional);
    }
  }

  /** true, false, or null when the selector cannot be decided statically. */
  private matches(rule: StyleRule, el: Element): boolean | null {
    if (rule.matcher === undefined) {
      try {
        rule.matcher = compile(csstree.generate(rule.selector), SELECT_OPTIONS) as (el: Element) => boolean;
      } catch {
        rule.matcher = null;
      }
    }
    return rule.matcher === null ? null : rule.matcher(el);
  }

  private addBlock(node: CssTree.CssNode, tier: Tier, conditional: boolean): void {
    const children = node.type === 'StyleSheet' || node.type === 'Block' ? node.children : null;
    for (let item = cssListHead(children); item !== null; item = item.next) {
      const child = item.data;
      if (child.type === 'Rule') this.addRule(child, tier, conditional);
      else if (child.type === 'Atrule' && child.block) {
        const name = child.name.toLowerCase();
        if (name === 'media') {
          const applies = mediaApplies(child.prelude ? csstree.generate(child.prelude) : '');
          if (applies !== 'no') this.addBlock(child.block, tier, conditional || applies === 'unknown');
        } else if (name === 'supports' || name === 'layer' || name === 'container' || name === 'scope' || name === 'document' || name === '-moz-document') {
          // Conditions and cascade layers this does not evaluate: their rules may or may not win.
          this.addBlock(child.block, tier, true);
        }
        // @font-face, @keyframes, @page and the like hold no rules for elements.
      }
    }
  }

  private addRule(rule: CssTree.Rule, tier: Tier, conditional: boolean): void {
    const declarations = declarationsOf(rule.block);
    if (declarations.length === 0 || rule.prelude.type !== 'SelectorList') return;
    const order = ++this.order;
    for (let item = cssListHead(rule.prelude.children); item !== null; item = item.next) {
      const selector = item.data as CssTree.Selector;
      const key = subjectKey(selector);
      // Pseudo-elements style generated boxes, not the element.
      if (key === null) continue;
      const r: StyleRule = { selector, specificity: specificity(selector), order, tier, conditional, declarations };
      if (key.kind === 'id') push(this.byId, key.name, r);
      else if (key.kind === 'class') push(this.byClass, key.name, r);
      else if (key.kind === 'tag') push(this.byTag, key.name, r);
      else this.universal.push(r);
    }
  }
}

function push(map: Map<string, StyleRule[]>, key: string, rule: StyleRule): void {
  const list = map.get(key);
  if (list) list.push(rule);
  else map.set(key, [rule]);
}

/**
 * What the selector's subject (its last compound) requires: an id, else a class, else a tag name,
 * else nothing (universal); null when it selects a pseudo-element.
 */
function subjectKey(selector: CssTree.Selector): { kind: 'id' | 'class' | 'tag' | 'any'; name: string } | null {
  let id: string | null = null;
  let cls: string | null = null;
  let tag: string | null = null;
  for (let item = cssListHead(selector.children); item !== null; item = item.next) {
    const n = item.data;
    if (n.type === 'Combinator') {
      id = cls = tag = null;
    } else if (n.type === 'PseudoElementSelector') return null;
    else if (n.type === 'IdSelector') id ??= n.name;
    else if (n.type === 'ClassSelector') cls ??= n.name;
    else if (n.type === 'TypeSelector' && n.name !== '*' && !n.name.includes('|')) tag = n.name.toLowerCase();
  }
  if (id !== null) return { kind: 'id', name: id };
  if (cls !== null) return { kind: 'class', name: cls };
  if (tag !== null) return { kind: 'tag', name: tag };
  return { kind: 'any', name: '' };
}

const CLASS_SEPARATORS = /[\t\n\f\r ]+/;

/** Elements whose width and height attributes map to the width and height properties (HTML § 15.4.3). */
const DIMENSION_HINTS = new Set(['img', 'embed', 'iframe', 'object', 'video', 'input']);
/** Elements whose width and height attributes map to aspect-ratio: auto w / h (HTML § 15.4.3). */
const ASPECT_HINTS = new Set(['img', 'video', 'canvas', 'input']);
const AUTHOR_NORMAL = levelOf(Tier.Author, false);

/** HTML's rules for parsing dimension values: a number of CSS pixels, or a percentage. */
function dimensionValue(raw: string | undefined): { value: number; percent: boolean } | null {
  if (raw === undefined) return null;
  const m = /^[\t\n\f\r ]*(\d+(?:\.\d+)?)(%?)/.exec(raw);
  return m ? { value: Number(m[1]), percent: m[2] === '%' } : null;
}

/**
 * The presentational hints of an element's width and height attributes, which the cascade treats
 * as author declarations of specificity zero that come before every style sheet: any author rule
 * or style attribute that sets the property wins over them.
 */
function dimensionHints(el: Element, c: Scratch): void {
  // An <input> maps them only as an image button.
  if (el.name === 'input' && el.attribs['type']?.trim().toLowerCase() !== 'image') return;
  const w = dimensionValue(el.attribs['width']);
  const h = dimensionValue(el.attribs['height']);
  if (DIMENSION_HINTS.has(el.name)) {
    if (w) consider(c, { property: 'width', slot: SLOT.get('width')!, value: `${w.value}${w.percent ? '%' : 'px'}`, important: false }, AUTHOR_NORMAL, 0, 0, false);
    if (h) consider(c, { property: 'height', slot: SLOT.get('height')!, value: `${h.value}${h.percent ? '%' : 'px'}`, important: false }, AUTHOR_NORMAL, 0, 0, false);
  }
  // The natural ratio of the content, once loaded, replaces this one ("auto").
  if (ASPECT_HINTS.has(el.name) && w && h && !w.percent && !h.percent && w.value > 0 && h.value > 0) {
    consider(c, { property: 'aspect-ratio', slot: SLOT.get('aspect-ratio')!, value: `auto ${w.value}/${h.value}`, important: false }, AUTHOR_NORMAL, 0, 0, false);
  }
}

/** The declarations of a rule's block (or a style attribute) that the resolver reads, custom properties included. */
function declarationsOf(node: CssTree.CssNode): Declaration[] {
  const out: Declaration[] = [];
  const list = node.type === 'Block' || node.type === 'DeclarationList' ? node.children : null;
  for (let item = cssListHead(list); item !== null; item = item.next) {
    const d = item.data;
    if (d.type !== 'Declaration') continue;
    const property = d.property.startsWith('--') ? d.property : d.property.toLowerCase();
    const slot = property.startsWith('--') ? -1 : (SLOT.get(property) ?? null);
    if (slot === null && !SHORTHANDS.has(property)) continue;
    const value = d.value.type === 'Raw' ? d.value.value.trim() : csstree.generate(d.value);
    const important = d.important === true || d.important === 'important';
    if (slot !== null) out.push({ property, slot, value, important });
    else for (const [p, v] of expandShorthand(property, value)) out.push({ property: p, slot: SLOT.get(p)!, value: v, important });
  }
  return out;
}

const SHORTHANDS = new Set(['background', 'font', 'overflow', 'text-decoration']);

const GLOBAL_KEYWORD = /^(inherit|initial|unset|revert|revert-layer)$/i;
const DECORATION_LINE = /^(none|underline|overline|line-through|blink|spelling-error|grammar-error)$/i;

/** The longhands of `overflow` (x then y; one value sets both) and the line of `text-decoration`. */
function expandBoxShorthand(property: string, v: string): Array<[string, string]> {
  const unknown = v.includes('var(');
  if (property === 'overflow') {
    if (unknown) return [['overflow-x', '?'], ['overflow-y', '?']];
    const parts = GLOBAL_KEYWORD.test(v) ? [v] : v.split(/\s+/);
    if (parts.length > 2) return [['overflow-x', '?'], ['overflow-y', '?']];
    return [['overflow-x', parts[0]!], ['overflow-y', parts[1] ?? parts[0]!]];
  }
  if (unknown) return [['text-decoration-line', '?']];
  if (GLOBAL_KEYWORD.test(v)) return [['text-decoration-line', v]];
  // Colour, style and thickness come with it; a shorthand without lines resets them to none.
  const lines = v.split(/\s+/).filter((t) => DECORATION_LINE.test(t));
  return [['text-decoration-line', lines.length ? lines.join(' ') : 'none']];
}

/** The longhands of `background` and `font` the resolver reads; a part it cannot place is unknown ("?"). */
function expandShorthand(property: string, value: string): Array<[string, string]> {
  const v = value.trim();
  if (property === 'overflow' || property === 'text-decoration') return expandBoxShorthand(property, v);
  if (/^(inherit|initial|unset|revert|revert-layer)$/i.test(v)) {
    return property === 'background' ? [['background-color', v], ['background-image', v]] : [['font-size', v], ['font-weight', v], ['line-height', v]];
  }
  if (v.includes('var(')) {
    // Which longhand a variable fills is only known once it is substituted.
    return property === 'background' ? [['background-color', '?'], ['background-image', '?']] : [['font-size', '?'], ['font-weight', '?'], ['line-height', '?']];
  }
  if (property === 'background') {
    // The colour is the last layer's only colour; images are url() or gradients.
    const image = /\b(?:url|[a-z-]*gradient|image-set|cross-fade|element)\([^)]*\)/i.exec(v)?.[0] ?? 'none';
    const layers = v.split(',');
    const last = layers[layers.length - 1]!.replace(/\b(url|[a-z-]*gradient|image-set)\([^)]*\)/gi, ' ');
    const color = colourToken(last);
    return [
      ['background-color', color ?? 'transparent'],
      ['background-image', image],
    ];
  }
  // font: [style] [variant] [weight] [stretch] size[/line-height] family
  const m = /(?:^|\s)((?:\d*\.?\d+)(?:px|pt|em|rem|%|ex|ch|vw|vh|pc|in|cm|mm|q)|xx-small|x-small|small|medium|large|x-large|xx-large|xxx-large|smaller|larger)(?:\s*\/\s*([^\s,]+))?\s/i.exec(` ${v} `);
  if (!m) return [['font-size', '?'], ['font-weight', '?'], ['line-height', '?']];
  const before = v.slice(0, Math.max(0, (m.index ?? 0) - 1));
  const weight = /\b(bold|bolder|lighter|[1-9]00)\b/i.exec(before)?.[1] ?? 'normal';
  return [
    ['font-size', m[1]!],
    ['font-weight', weight],
    ['line-height', m[2] ?? 'normal'],
  ];
}

const COLOUR_WORD = /^(transparent|currentcolor|[a-z]+)$/i;
const NOT_COLOURS = new Set(['none', 'repeat', 'repeat-x', 'repeat-y', 'no-repeat', 'space', 'round', 'scroll', 'fixed', 'local', 'top', 'bottom', 'left', 'right', 'center', 'cover', 'contain', 'auto', 'border-box', 'padding-box', 'content-box', 'text']);

function colourToken(text: string): string | null {
  const fn = /(\b(?:rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix|light-dark)\([^)]*\)|#[0-9a-f]{3,8}\b)/i.exec(text);
  if (fn) return fn[1]!;
  for (const word of text.trim().split(/\s+/)) {
    if (COLOUR_WORD.test(word) && !NOT_COLOURS.has(word.toLowerCase())) return word;
  }
  return null;
}

/**
 * The element a style inherits from: the parent, or for the top of a shadow tree its host (the
 * declarative shadow root's template is no box and passes nothing down). Light children slotted
 * into a shadow tree inherit from their DOM parent here, not from the slot: the static cascade
 * does not model slotting.
 */
const styleParent = composedParent;

/**
 * Whether a `<link>` or `<style>` element is a style sheet the browser applies (not alternate, not
 * disabled, not in a <template>). A `<style>` inside <noscript> does not apply: a browser running
 * scripts reads it as text. A shadow tree's own sheets are left out too: they style that tree
 * alone, a scope this resolver does not model (the page's sheets reach into shadow trees here,
 * where a browser would keep them out; in rendered mode the browser's computed styles decide). A `<link>` there still counts: it is how pages that load their sheet
 * from a script (loadCSS, deferred CSS) name it for browsers without scripts, so the sheet applies
 * either way.
 */
function appliesAsSheet(el: Element): boolean {
  if (el.name !== 'style' && el.name !== 'link') return false;
  for (let up = el.parent; up && isElement(up); up = up.parent) if (up.name === 'template' || (up.name === 'noscript' && el.name === 'style')) return false;
  if (el.name === 'style') return true;
  const rel = tokens(el, 'rel').map((t) => t.toLowerCase());
  return rel.includes('stylesheet') && !rel.includes('alternate') && el.attribs['disabled'] === undefined;
}

let uaSheet: Stylesheet | undefined;
function userAgentSheet(): Stylesheet {
  return (uaSheet ??= parseCss(USER_AGENT_CSS, 'style-element', 'about:user-agent', null));
}

/** The page's style resolver, made on first use. */
export const styleResolver = perPage((page) => new StyleResolver(page));

/** The cascade of the sheets the snapshot holds, when some are missing (the page's resolver otherwise). */
const knownSheetsResolver = perPage((page) => {
  const full = styleResolver(page);
  return full.complete ? full : new StyleResolver(page, true);
});

/**
 * Whether the page's own sheets — those in the snapshot — take the element out of rendering
 * (display:none on it or an ancestor, or visibility hidden or collapse), even when another sheet
 * is missing. A missing sheet could undo it, but far more often it only adds to what the page
 * already hides (`.player-hidden{display:none}` in a `<style>`), so a check that would fail such
 * content does not: a wrong alarm costs more than a missed one. Without a missing sheet this is
 * `notRenderedOf(page, el) === true`.
 */
export function knownSheetsHide(page: Page, el: Element): boolean {
  const r = knownSheetsResolver(page);
  if (r.displayNone(el) === true) return true;
  const visibility = r.style(el).visibility;
  return visibility !== null && visibility !== 'visible';
}

/** The resolved style of an element of a page (see StyleResolver and ComputedStyle). */
export function styleOf(page: Page, el: Element): ComputedStyle {
  return styleResolver(page).style(el);
}

/** Whether display:none applies to an element of a page or an ancestor (see StyleResolver.displayNone). */
export function displayNoneOf(page: Page, el: Element): boolean | null {
  return styleResolver(page).displayNone(el);
}

/**
 * Whether an element is not rendered: display:none on it or an ancestor, or a computed visibility
 * of hidden or collapse (which it inherits). True and false are certain; null means the styles
 * that decide cannot be resolved (a missing sheet, a value from var()).
 */
export function notRenderedOf(page: Page, el: Element): boolean | null {
  const byDisplay = displayNoneOf(page, el);
  if (byDisplay === true) return true;
  const visibility = styleOf(page, el).visibility;
  if (visibility !== null && visibility !== 'visible') return true;
  return byDisplay === null || visibility === null ? null : false;
}
