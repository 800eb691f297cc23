/**
 * Pointer targets of a rendered page and their size and spacing, measured from the layout boxes
 * the browser recorded: WCAG 2.2 SC 2.5.8 (Target Size, Minimum) as axe-core's `target-size` rule
 * measures it, which Lighthouse's accessibility category runs as its `target-size` audit (facts
 * carried over from those rules' documentation: a target of at least 24 × 24 CSS px passes; a
 * smaller one passes when a 24 px circle centred on it reaches no other target nor the circle of
 * another small target; targets inline in a sentence and those the browser sizes are exempt).
 */
import type { Element } from 'domhandler';
import { dom, renderedElements, type Box, type Page, type RenderedStyle } from '@pagegrade/core';

/** SC 2.5.8's minimum, in CSS px. */
export const MIN_TARGET = 24;

export interface Target {
  el: Element;
  box: Box;
}

export interface TargetIssue {
  el: Element;
  box: Box;
  /** The nearest target it crowds. */
  near: Element;
  /** Distance from its centre to that target (its box, or its centre when both are small), CSS px. */
  distance: number;
}

export interface TargetTally {
  targets: number;
  undersized: number;
  /** Undersized targets too close to another target. */
  crowded: TargetIssue[];
  /** Undersized targets the browser sizes (native checkboxes, radio buttons …), exempt but counted. */
  userAgentSized: number;
  inline: number;
}

const WIDGET_ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'slider', 'spinbutton', 'combobox', 'textbox', 'searchbox', 'treeitem']);
/** Controls the browser draws at its own size unless the author restyles them. */
const UA_SIZED_INPUTS = new Set(['checkbox', 'radio', 'range', 'color', 'file', 'date', 'time', 'datetime-local', 'month', 'week']);

function isTarget(el: Element): boolean {
  if (el.attribs['disabled'] !== undefined || el.attribs['aria-disabled']?.trim().toLowerCase() === 'true') return false;
  const role = el.attribs['role']?.trim().toLowerCase().split(/\s+/)[0];
  switch (el.name) {
    case 'a':
    case 'area':
      return el.attribs['href'] !== undefined;
    case 'button':
    case 'select':
    case 'textarea':
    case 'summary':
      return true;
    case 'input':
      return (el.attribs['type'] ?? '').trim().toLowerCase() !== 'hidden';
    default: {
      const tabindex = Number.parseInt(el.attribs['tabindex'] ?? '', 10);
      return role !== undefined && WIDGET_ROLES.has(role) && Number.isFinite(tabindex) && tabindex >= 0;
    }
  }
}

/** Whether a target sits in a line of text (a link in a sentence): its size follows the line height (SC 2.5.8's inline exception). */
function inlineInText(el: Element, s: RenderedStyle): boolean {
  if (s.get('display') !== 'inline') return false;
  const parent = el.parent as Element | null;
  if (!parent || !dom.isElement(parent)) return false;
  for (const c of parent.children) if (c !== el && dom.isText(c) && !dom.isBlank(c.data)) return true;
  return false;
}

function uaSized(el: Element): boolean {
  return el.name === 'input' && UA_SIZED_INPUTS.has((el.attribs['type'] ?? '').trim().toLowerCase());
}

function contains(a: Element, b: Element): boolean {
  for (let cur = b.parent; cur; cur = cur.parent) if (cur === a) return true;
  return false;
}

const centre = (b: Box) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/** Distance from a point to a box (0 inside it). */
function toBox(p: { x: number; y: number }, b: Box): number {
  const dx = Math.max(b.x - p.x, 0, p.x - (b.x + b.width));
  const dy = Math.max(b.y - p.y, 0, p.y - (b.y + b.height));
  return Math.hypot(dx, dy);
}

/** The page's targets as the browser laid them out, with the undersized ones that are too close to another. */
export function tallyTargets(page: Page): TargetTally {
  const targets: Array<Target & { small: boolean }> = [];
  let inline = 0;
  for (const [el, s] of renderedElements(page)) {
    if (!isTarget(el)) continue;
    const box = s.box;
    if (!box || box.width <= 0 || box.height <= 0 || s.get('visibility') !== 'visible' || s.get('pointer-events') === 'none' || s.get('opacity') === '0') continue;
    if (inlineInText(el, s)) {
      inline++;
      continue;
    }
    targets.push({ el, box, small: box.width < MIN_TARGET || box.height < MIN_TARGET });
  }
  const tally: TargetTally = { targets: targets.length, undersized: 0, crowded: [], userAgentSized: 0, inline };
  const radius = MIN_TARGET / 2;
  for (const t of targets) {
    if (!t.small) continue;
    tally.undersized++;
    if (uaSized(t.el)) {
      tally.userAgentSized++;
      continue;
    }
    const c = centre(t.box);
    let worst: TargetIssue | null = null;
    for (const o of targets) {
      // A target inside another (an icon link in a card link) is one place to tap, not two.
      if (o === t || contains(o.el, t.el) || contains(t.el, o.el)) continue;
      const d = o.small ? Math.min(toBox(c, o.box), Math.hypot(c.x - centre(o.box).x, c.y - centre(o.box).y) / 2) : toBox(c, o.box);
      if (d < radius && (!worst || d < worst.distance)) worst = { el: t.el, box: t.box, near: o.el, distance: d };
    }
    if (worst) tally.crowded.push(worst);
  }
  return tally;
}
