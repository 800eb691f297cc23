import type { Element } from 'domhandler';
import type { Judgement, Rule, RuleContext, Selection, Verdict, Visitor } from '../rules/types.ts';
import { isHidden } from '../a11y/info.ts';
import { reportExposed } from '../a11y/report.ts';
import { attributeLists, elementsInOrder, mergeInOrder, type Page } from './page.ts';

const NONE: readonly Element[] = [];

/** Whether the element carries one of the attributes (names, or prefixes ending in `*`). */
function carriesAny(el: Element, names: readonly string[]): boolean {
  const attribs = el.attribs;
  for (const name of names) {
    if (!name.endsWith('*')) {
      if (attribs[name] !== undefined) return true;
      continue;
    }
    const prefix = name.slice(0, -1);
    for (const a in attribs) if (a.startsWith(prefix)) return true;
  }
  return false;
}

/** The elements that carry one of the attributes, each once, in document order. */
function carriers(page: Page, names: readonly string[]): readonly Element[] {
  const lists = attributeLists(page, names);
  if (lists.length === 0) return NONE;
  if (lists.length === 1) return lists[0]!;
  const seen = new Set<Element>();
  return mergeInOrder(lists).filter((el) => !seen.has(el) && seen.add(el));
}

/**
 * The elements a selection names before its `where` and `exposed` filters: of its tags (in
 * document order across tags) that carry one of its attributes, or every carrier of them.
 */
export function selectedElements(page: Page, select: Selection): readonly Element[] {
  const { tags, attributes } = select;
  if (!tags) return attributes ? carriers(page, attributes) : NONE;
  const els = tags.length === 1 ? (page.index.byTag.get(tags[0]!) ?? NONE) : elementsInOrder(page, tags);
  return attributes ? els.filter((el) => carriesAny(el, attributes)) : els;
}

/**
 * Runs a `select` rule: each selected element through the filters, then `judge`; a returned
 * detail is a failing finding at the element (with `exposed`, a needs-review warning when the
 * page's styles leave open whether the element is hidden). Not applicable, with the selection's reason, when
 * no element was judged; otherwise the outcome follows from the findings (null).
 */
export function judgeSelected(ctx: RuleContext, select: Selection, judge: (el: Element, ctx: RuleContext) => Judgement): Verdict | null {
  const page = ctx.page;
  const where = select.where;
  const exposed = select.exposed === true;
  let judged = 0;
  for (const el of selectedElements(page, select)) {
    if (where && !where(el, page)) continue;
    if (exposed && isHidden(page, el)) continue;
    judged++;
    const found = judge(el, ctx);
    if (found === undefined) continue;
    if (exposed) reportExposed(ctx, el, found);
    else ctx.report(el, found);
  }
  return judged === 0 ? { outcome: 'not-applicable', detail: select.none } : null;
}

/**
 * A rule's visitor whichever form it is declared in: for code that wraps a rule (to record or
 * time what it does) and calls it the way the engine does.
 */
export function ruleVisitor(rule: Rule, ctx: RuleContext): Visitor {
  if (rule.create) return rule.create(ctx) ?? {};
  if (rule.check) return { end: () => rule.check!(ctx) };
  if (rule.select && rule.judge) return { end: () => judgeSelected(ctx, rule.select!, rule.judge!) ?? undefined };
  return {};
}
