import { isEl } from '../lib/page.ts';
import { defineRule, dom } from '@pagegrade/core';
import type { ChildNode, Element } from 'domhandler';

/** A line that starts like a list item: a bullet glyph, a dash, or "1." / "1)". */
const ITEM = /^(?:[•·▪◦‣●■▶►✓✔–—*-]\s|\d{1,2}[.)]\s)/;
/** Consecutive item-like lines that make a list. */
const MIN_RUN = 3;

/** The first non-blank text at the start of the element (following first children), whole. */
function leadRaw(el: Element): string {
  let cur: Element = el;
  for (let depth = 0; depth < 8; depth++) {
    let nextEl: Element | null = null;
    for (const c of cur.children) {
      if (c.type === 'text') {
        const d = (c as { data: string }).data;
        if (!dom.isBlank(d)) return d;
        continue;
      }
      if (isEl(c)) {
        nextEl = c;
        break;
      }
    }
    if (!nextEl) return '';
    cur = nextEl;
  }
  return '';
}

function leadText(el: Element): string {
  return leadRaw(el).slice(0, 40);
}

/** Characters a list-like line can start with (ITEM's first character): bullets, dashes and digits. */
const ITEM_START = /[•·▪◦‣●■▶►✓✔–—*\-0-9]/;

/** ITEM_START of a character code: most texts start with ASCII, told apart without the regex and its one-character string. */
function mayStartItem(c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || c === 42 || c === 45;
  return ITEM_START.test(String.fromCharCode(c));
}

/** Whether the text starts like a list item. Reads only the first 8 characters, as ITEM did on the lead text. */
function startsItem(s: string): boolean {
  // Most texts are ruled out by their first non-space character, without slicing.
  let k = 0;
  while (k < s.length && k < 8 && dom.isJsSpaceCode(s.charCodeAt(k))) k++;
  if (k >= 8 || k >= s.length || !mayStartItem(s.charCodeAt(k))) return false;
  return ITEM.test(s.slice(0, 8).replace(/^[\s\u00a0]+/, ''));
}

export default defineRule({
  id: 'geo/fake-lists',
  dimension: 'geo',
  title: 'Lists are marked up as lists',
  failureTitle: 'Some lists are typed as text with bullets instead of <ul>/<ol>',
  description: `Finds runs of at least ${MIN_RUN} consecutive sibling paragraphs, or ${MIN_RUN} <br>-separated lines in one element, that start with a bullet glyph (•, ▪, –, *) or a number ("1.", "2)"), which should be <ul>/<ol> lists. Warns per run.`,
  why: 'Answer engines lift lists as steps and key points, and they recognise lists by <ul>, <ol> and <li>; bullets typed as characters are just text to them, and the steps run together.',
  fix: 'Replace the typed bullets with <ul><li>…</li></ul>, or numbered steps with <ol><li>…</li></ol>, and style the markers with CSS.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    const page = ctx.page;
    let runs = 0;
    const reported = new Set<Element>();
    // Sibling paragraphs (or divs) starting with bullets.
    for (const tag of ['p', 'div']) {
      for (const el of page.index.byTag.get(tag) ?? []) {
        if (reported.has(el) || !el.parent) continue;
        if (!startsItem(leadRaw(el))) continue;
        const prev = el.prev && el.prev.type === 'text' && dom.isBlank((el.prev as { data: string }).data) ? el.prev.prev : el.prev;
        if (prev && isEl(prev) && prev.name === el.name && startsItem(leadRaw(prev))) continue;
        let count = 0;
        for (let cur: Element | null = el; cur; ) {
          if (!startsItem(leadRaw(cur))) break;
          count++;
          reported.add(cur);
          let next: ChildNode | null = cur.next;
          while (next && !isEl(next)) next = next.next;
          cur = next && isEl(next) && next.name === el.name ? next : null;
        }
        if (count >= MIN_RUN) {
          runs++;
          ctx.warn(el, `${count} consecutive <${tag}> elements start with "${dom.normalizeSpace(leadText(el)).slice(0, 30)}…" like list items.`);
        }
      }
    }
    // <br>-separated lines inside one element.
    const brCount = new Map<Element, number>();
    for (const br of page.index.byTag.get('br') ?? []) {
      const parent = br.parent;
      const next = br.next;
      if (!parent || !isEl(parent as Element) || !next || next.type !== 'text') continue;
      if (startsItem((next as { data: string }).data)) brCount.set(parent as Element, (brCount.get(parent as Element) ?? 0) + 1);
    }
    for (const [parent, n] of brCount) {
      if (n + 1 < MIN_RUN || reported.has(parent)) continue;
      runs++;
      ctx.warn(parent, `${dom.snippet(parent, 40)} has ${n} or more <br>-separated lines that start like list items.`);
    }
    if (runs === 0) return ctx.pass('No bullet-typed lists found.');
    return undefined;
  },
});
