import type * as CssTree from 'css-tree';
import { csstree, cssListHead } from '@pagegrade/core';
import { defineRule, dom, type Stylesheet } from '@pagegrade/core';
import { shortText } from '../lib/info.ts';
import { contrast, parseColor, type Rgb } from '../lib/color.ts';

/** WCAG 2 SC 1.4.3 minimums: 4.5:1 for normal text, 3:1 for large text. */
const NORMAL = 4.5;
const LARGE = 3;
/** Elements whose color, bgcolor or text attribute sets a colour (HTML 3.2 presentational markup). */
const LEGACY_TAGS = new Set(['font', 'body', 'table', 'td', 'th', 'tr']);
/** Properties that can change the colour of text or what is behind it. */
const COLOUR_PROPS = new Set(['color', 'background', 'background-color', 'background-image', 'opacity', 'filter', '-webkit-text-fill-color', 'mix-blend-mode', 'color-scheme']);

interface Pair {
  fg?: Rgb;
  bg?: Rgb;
  fgText?: string;
  bgText?: string;
}

function valueText(decl: CssTree.Declaration): string {
  const v = decl.value;
  if (v.type === 'Raw') return v.value;
  // The common single-token values without generating CSS text (cheap on 50,000-rule sheets).
  const first = v.children.first;
  if (first && v.children.size === 1) {
    if (first.type === 'Hash') return `#${first.value}`;
    if (first.type === 'Identifier') return first.name;
  }
  return csstree.generate(v);
}

/** Lengths of the COLOUR_PROPS names: most declarations are ruled out without lower-casing the property. */
const COLOUR_PROP_LENGTHS = new Set([...COLOUR_PROPS].map((p) => p.length));
/** First characters of the COLOUR_PROPS names (c b o f m -), any ASCII case after `| 0x20`. */
const COLOUR_PROP_FIRST = new Set([...COLOUR_PROPS].map((p) => p.charCodeAt(0)));

// Called for every declaration of every sheet: the first character rules out most properties
// (display, padding, width …) before any string is hashed or lower-cased. Only ASCII letters
// lower-case to these characters, so the answer is the same as the lookup alone.
function isColourProp(property: string): boolean {
  return COLOUR_PROP_FIRST.has(property.charCodeAt(0) | 0x20) && COLOUR_PROP_LENGTHS.has(property.length) && (COLOUR_PROPS.has(property) || COLOUR_PROPS.has(property.toLowerCase()));
}

function collect(pair: Pair, decl: CssTree.Declaration): void {
  const raw = decl.property;
  // Only color (5), background (10) and background-color (16) count.
  if (raw.length !== 5 && raw.length !== 10 && raw.length !== 16) return;
  const p = raw === 'color' || raw === 'background' || raw === 'background-color' ? raw : raw.toLowerCase();
  if (p !== 'color' && p !== 'background-color' && p !== 'background') return;
  const text = valueText(decl).slice(0, 200);
  const c = parseColor(text);
  if (!c) return;
  if (p === 'color') {
    pair.fg = c;
    pair.fgText = text;
  } else {
    pair.bg = c;
    pair.bgText = text;
  }
}

export default defineRule({
  id: 'accessibility/color-contrast',
  dimension: 'accessibility',
  title: 'Text colours have sufficient contrast',
  failureTitle: 'Some declared text and background colours have too little contrast',
  description: `Contrast depends on the cascade, inheritance, images and layout, which a static check cannot resolve, so this rule is conservative. It warns where one CSS rule or style attribute sets both an opaque text colour and an opaque background colour whose contrast is below ${NORMAL}:1 (below ${LARGE}:1 fails for text of any size). With no author colours at all (browser defaults, black on white) it passes; otherwise it needs review in a browser. Static checks do not prove accessibility.`,
  why: 'Low-contrast text is hard or impossible to read for people with low vision or colour deficiencies, and for everyone on a phone in sunlight.',
  fix: `Choose colours with a contrast ratio of at least ${NORMAL}:1 for body text and ${LARGE}:1 for large text (24 px, or 18.66 px bold); check pages with a browser contrast tool.`,
  impact: 'serious',
  tags: ['axe:color-contrast', 'wcag:1.4.3', 'lighthouse:color-contrast'],
  create(ctx) {
    const page = ctx.page;
    let authorColours = 0;
    let low = 0;
    const inline = new Map<Stylesheet, Pair>();
    const judge = (pair: Pair, target: Parameters<typeof ctx.warn>[0], where: () => string) => {
      if (!pair.fg || !pair.bg) return;
      const ratio = contrast(pair.fg, pair.bg);
      if (ratio >= NORMAL) return;
      low++;
      const r = ratio.toFixed(2);
      const size = ratio < LARGE ? `below ${LARGE}:1, too low for text of any size` : `below ${NORMAL}:1, enough only for large text`;
      // Only the first findings are kept by the engine: skip building details for the rest.
      if (low > 25) return ctx.warn(target, 'Another low-contrast colour pair.');
      ctx.warn(target, `${where()}: color ${pair.fgText} on ${pair.bgText} has contrast ${r}:1 (${size}).`);
    };
    return {
      cssRule(rule, sheet) {
        // A pair needs a color (5 characters) and a background or background-color (10, 16)
        // declaration: most rules lack one of the two and are left on property lengths alone,
        // before any value is generated or parsed (see collect).
        let fg = false;
        let bg = false;
        // The list's items directly: forEach would allocate a cursor and a closure per rule.
        for (let item = cssListHead(rule.block.children); item !== null; item = item.next) {
          if (item.data.type !== 'Declaration') continue;
          const n = item.data.property.length;
          if (n === 5) fg = true;
          else if (n === 10 || n === 16) bg = true;
        }
        if (!fg || !bg) return;
        const pair: Pair = {};
        for (let item = cssListHead(rule.block.children); item !== null; item = item.next) if (item.data.type === 'Declaration') collect(pair, item.data);
        if (!pair.fg || !pair.bg) return;
        judge(pair, { stylesheet: sheet, node: rule }, () => `CSS rule ${csstree.generate(rule.prelude).slice(0, 60)}`);
      },
      cssDeclaration(decl, sheet, rule) {
        if (isColourProp(decl.property)) authorColours++;
        if (rule) return;
        // Only color, background and background-color (5, 10, 16 characters) count, see collect:
        // a sheet gets a pair on its first such declaration, not on every style attribute.
        const n = decl.property.length;
        if (n !== 5 && n !== 10 && n !== 16) return;
        let pair = inline.get(sheet);
        if (!pair) inline.set(sheet, (pair = {}));
        collect(pair, decl);
      },
      end() {
        if (page.index.textLength === 0) return ctx.notApplicable('The page has no text.');
        for (const [sheet, pair] of inline) {
          // judge ignores a pair without both colours: skip it before looking at the element.
          if (!pair.fg || !pair.bg) continue;
          const el = sheet.element;
          if (!el || !el.children.some((c) => dom.isText(c) && c.data.trim() !== '')) continue;
          judge(pair, el, () => `Text "${shortText(el, 30)}"`);
        }
        if (low > 0) return undefined;
        // Elements of these tags with a colour attribute, each once: read from the attribute index
        // (few elements have them) rather than from every cell of every table.
        const { byAttribute } = page.index;
        let legacy = 0;
        for (const el of byAttribute.get('color') ?? []) if (LEGACY_TAGS.has(el.name)) legacy++;
        for (const el of byAttribute.get('bgcolor') ?? []) if (LEGACY_TAGS.has(el.name) && el.attribs['color'] === undefined) legacy++;
        for (const el of byAttribute.get('text') ?? []) if (LEGACY_TAGS.has(el.name) && el.attribs['color'] === undefined && el.attribs['bgcolor'] === undefined) legacy++;
        const links = (page.index.byTag.get('link') ?? []).filter((l) => dom.tokens(l, 'rel').includes('stylesheet') && l.attribs['href']);
        const fetched = page.stylesheets.filter((s) => s.origin === 'external').length;
        const unknownSheets = links.length - fetched;
        if (authorColours === 0 && legacy === 0 && unknownSheets <= 0) return ctx.pass('The page sets no colours, so browsers show their default black text on white (21:1).');
        const what = [authorColours ? `${authorColours} colour declaration(s)` : '', legacy ? `${legacy} colour attribute(s)` : '', unknownSheets > 0 ? `${unknownSheets} stylesheet(s) not fetched` : ''].filter(Boolean).join(', ');
        return ctx.needsReview(`No low-contrast pair is declared together, but the page has ${what}; the rendered contrast must be checked in a browser.`);
      },
    };
  },
});
