import { cssListHead, defineRule, type RuleContext } from '@pagegrade/core';
import type * as csstreeTypes from 'css-tree';
import type { Stylesheet } from '@pagegrade/core';
import { csstree, cssText, hasVendorValue, sheetLabel } from '../lib/css.ts';

/** What kinds of value a declaration uses: units, functions, colours; fallbacks differ in these. */
function signature(value: csstreeTypes.CssNode): string {
  const parts = new Set<string>();
  csstree.walk(value, (node: csstreeTypes.CssNode) => {
    if (node.type === 'Dimension') parts.add(`unit:${node.unit.toLowerCase()}`);
    else if (node.type === 'Function') parts.add(`fn:${node.name.toLowerCase()}`);
    else if (node.type === 'Hash') parts.add('hash');
    else if (node.type === 'Percentage') parts.add('%');
    else if (node.type === 'Url') parts.add('url');
  });
  return [...parts].sort().join(',');
}

/** Duplicates analysed per page at most; beyond this the page clearly has the problem. */
const MAX_FOUND = 200;

/** A value as the author wrote it (when positions are known), else as generated. */
function valueText(decl: csstreeTypes.Declaration, sheet: Stylesheet): string {
  const loc = decl.value.loc;
  if (loc) return sheet.text.slice(loc.start.offset, Math.min(loc.end.offset, loc.start.offset + 200)).trim();
  return cssText(decl.value, 200);
}

const SUBSTITUTION = /\b(var|env|attr)\(/i;

/**
 * What css-tree's property() calls a custom property (`--x`) or a hack (a leading _ * $ # + & or
 * /), read without its look-up; for the others its name is the lower-cased property.
 */
function isCustomOrHack(property: string): boolean {
  const c = property.charCodeAt(0);
  if (c === 95 || c === 42 || c === 36 || c === 35 || c === 43 || c === 38 || c === 47) return true;
  return c === 45 && property.charCodeAt(1) === 45;
}

function where(sheet: Stylesheet, rule: csstreeTypes.Rule | null): string {
  return rule ? `"${cssText(rule.prelude, 50)}" (${sheetLabel(sheet)})` : `a style attribute on <${sheet.element?.name ?? '?'}>`;
}

/** The check's state for one page: the declarations seen in each block so far. */
interface Blocks {
  ctx: RuleContext;
  blocks: number;
  found: number;
  /** Property → its last declaration in the block being read; one map reused for every block. */
  seen: Map<string, csstreeTypes.Declaration>;
}

function check(s: Blocks, children: csstreeTypes.List<csstreeTypes.CssNode>, sheet: Stylesheet, rule: csstreeTypes.Rule | null): void {
  s.blocks++;
  if (s.found >= MAX_FOUND) return;
  const head = cssListHead(children);
  // A block of one declaration (most style attributes) repeats nothing.
  if (head === null || head.next === null) return;
  const seen = s.seen;
  if (seen.size) seen.clear();
  for (let item: typeof head | null = head; item !== null; item = item.next) {
    const node = item.data;
    if (node.type !== 'Declaration') continue;
    if (isCustomOrHack(node.property)) continue;
    const key = node.property.toLowerCase();
    const prev = seen.get(key);
    seen.set(key, node);
    if (!prev) continue;
    const a = valueText(prev, sheet);
    const b = valueText(node, sheet);
    if (a !== b) {
      if (hasVendorValue(a) || hasVendorValue(b) || SUBSTITUTION.test(a) || SUBSTITUTION.test(b)) continue;
      if (signature(prev.value) !== signature(node.value)) continue;
    }
    s.found++;
    const loser = prev.important && !node.important ? 'the second is ignored because the first is !important' : 'the first is overridden';
    s.ctx.report({ stylesheet: sheet, node }, `${node.property} is declared twice in ${where(sheet, rule)} ("${a.slice(0, 40)}" then "${b.slice(0, 40)}"); ${loser}.`);
  }
}

export default defineRule({
  id: 'code-quality/css-duplicate-property',
  dimension: 'codeQuality',
  title: 'No property is declared twice in the same rule',
  failureTitle: 'CSS rules declare the same property more than once',
  description:
    'Checks each CSS rule block and style attribute for a property declared more than once. Intentional fallbacks are allowed: a later value that uses a different kind of value (another unit, function or colour syntax, e.g. `width: 100px; width: calc(…)`), a vendor-prefixed value, or var().',
  why: 'Only the last declaration wins, so the earlier one is dead code — usually a merge leftover or a copy-paste slip that makes the rule say two different things and confuses whoever edits it next.',
  fix: 'Delete the declaration that is overridden, keeping the one that should apply.',
  impact: 'minor',
  tags: ['best-practice'],
  create(ctx) {
    const state: Blocks = { ctx, blocks: 0, found: 0, seen: new Map() };
    return {
      cssRule(rule, sheet) {
        if (rule.block.type !== 'Block') return;
        check(state, rule.block.children, sheet, rule);
      },
      end() {
        for (const sheet of ctx.page.stylesheets) {
          if (sheet.origin === 'style-attribute' && sheet.ast.type === 'DeclarationList') check(state, sheet.ast.children, sheet, null);
        }
        state.seen.clear();
        if (!state.blocks) return ctx.notApplicable('The page has no CSS rules.');
        if (state.found >= MAX_FOUND) return ctx.fail(`At least ${MAX_FOUND} duplicated declarations; the check stopped counting there.`);
        return state.found ? undefined : ctx.pass();
      },
    };
  },
});
