import { csstree, cssListHead, defineRule, dom, type Page } from '@pagegrade/core';
import { isHidden } from '@pagegrade/core/a11y';
import { selectAll } from 'css-select';
import type * as CssTree from 'css-tree';
import type { Element } from 'domhandler';
import { describe } from '../lib/info.ts';

const ORIENTATION = /\borientation\s*:\s*(portrait|landscape)\b/i;
const ANGLE = /^(-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)(deg|rad|grad|turn)?$/i;

/** An angle in degrees, or null when it cannot be read. A bare 0 is the only unitless angle. */
function degrees(text: string): number | null {
  const m = ANGLE.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1]);
  switch ((m[2] ?? '').toLowerCase()) {
    case 'deg':
      return n;
    case 'rad':
      return (n * 180) / Math.PI;
    case 'grad':
      return n * 0.9;
    case 'turn':
      return n * 360;
    default:
      return n === 0 ? 0 : null;
  }
}

/**
 * The rotation about the screen's axis that a transform or rotate value applies, in degrees:
 * rotate(), rotateZ(), rotate3d(0, 0, 1, a), matrix(a, b, c, d, …) and the rotate property
 * ("90deg", "z 90deg"). null when the value rotates nothing readable.
 */
function rotationOf(property: string, value: string): number | null {
  const v = value.toLowerCase();
  if (property === 'rotate') {
    const parts = v.trim().split(/\s+/);
    if (parts.length === 1) return degrees(parts[0]!);
    if (parts.length === 2 && parts[0] === 'z') return degrees(parts[1]!);
    return null;
  }
  let total: number | null = null;
  for (const m of v.matchAll(/\b(rotatez?|rotate3d|matrix3d|matrix)\(([^()]*)\)/g)) {
    const args = m[2]!.split(',').map((a) => a.trim());
    let a: number | null = null;
    // rotate() and rotateZ() take one angle: with more arguments the whole declaration is invalid.
    if (m[1] === 'rotate' || m[1] === 'rotatez') {
      if (args.length !== 1) return null;
      a = degrees(args[0]!);
    } else if (m[1] === 'rotate3d' && args.length === 4 && Number(args[0]) === 0 && Number(args[1]) === 0 && Number(args[2]) !== 0) a = degrees(args[3]!);
    else if (m[1] === 'matrix' && args.length === 6) a = (Math.atan2(Number(args[1]), Number(args[0])) * 180) / Math.PI;
    else if (m[1] === 'matrix3d' && args.length === 16) a = zRotation3d(args.map(Number));
    if (a !== null && Number.isFinite(a)) total = (total ?? 0) + a;
  }
  return total;
}

/**
 * The rotation about the screen's axis of a matrix3d() (column-major, as CSS writes it), or null
 * when the matrix also tilts the plane of the screen (its z axis is not kept), which is not a turn
 * the screen shows as one.
 */
function zRotation3d(m: number[]): number | null {
  if (m.some((x) => !Number.isFinite(x))) return null;
  const near = (x: number, y: number) => Math.abs(x - y) < 1e-6;
  if (!near(m[2]!, 0) || !near(m[6]!, 0) || !near(m[8]!, 0) || !near(m[9]!, 0) || !(m[10]! > 0)) return null;
  return (Math.atan2(m[1]!, m[0]!) * 180) / Math.PI;
}

/** Whether a rotation turns content a quarter turn (closer to 90° or 270° than to upright or upside down). */
function locksOrientation(angle: number): boolean {
  const r = ((angle % 180) + 180) % 180;
  return r > 45 && r < 135;
}

interface Rotation {
  rule: CssTree.Rule;
  sheet: Page['stylesheets'][number];
  media: string;
  angle: number;
}

/** Rules inside @media blocks about orientation that rotate what they select (by any angle: the rule's applicability). */
function orientationRotations(page: Page): { rotations: Rotation[]; mediaRules: number } {
  const rotations: Rotation[] = [];
  let mediaRules = 0;
  for (const sheet of page.stylesheets) {
    if (sheet.origin === 'style-attribute' || !ORIENTATION.test(sheet.text)) continue;
    const stack: Array<{ node: CssTree.CssNode; media: string | null }> = [{ node: sheet.ast, media: null }];
    while (stack.length) {
      const { node, media } = stack.pop()!;
      if (node.type === 'StyleSheet' || node.type === 'Block') {
        for (let it = cssListHead<CssTree.CssNode>(node.children as CssTree.List<CssTree.CssNode>); it; it = it.next) stack.push({ node: it.data, media });
      } else if (node.type === 'Atrule' && node.block) {
        let inner = media;
        if (node.name.toLowerCase() === 'media' && node.prelude) {
          const prelude = csstree.generate(node.prelude);
          if (ORIENTATION.test(prelude)) {
            inner = prelude;
            mediaRules++;
          }
        }
        stack.push({ node: node.block, media: inner });
      } else if (node.type === 'Rule' && media) {
        for (let it = cssListHead<CssTree.CssNode>(node.block.children as CssTree.List<CssTree.CssNode>); it; it = it.next) {
          const d = it.data;
          if (d.type !== 'Declaration') continue;
          const property = d.property.toLowerCase();
          if (property !== 'transform' && property !== 'rotate') continue;
          const angle = rotationOf(property, csstree.generate(d.value));
          if (angle !== null) rotations.push({ rule: node, sheet, media, angle });
        }
      }
    }
  }
  return { rotations, mediaRules };
}

/** Whether an element shows something: text, or embedded content (an image, a video, a canvas …). */
function showsContent(el: Element): boolean {
  if (['img', 'svg', 'video', 'canvas', 'picture', 'iframe', 'object', 'embed'].includes(el.name)) return true;
  return !dom.isBlank(dom.textContent(el).slice(0, 10_000)) || dom.descendants(el, (e) => e.name === 'img' || e.name === 'svg' || e.name === 'video' || e.name === 'canvas').length > 0;
}

export default defineRule({
  id: 'accessibility/css-orientation-lock',
  dimension: 'accessibility',
  title: 'The page does not lock its display orientation with CSS',
  failureTitle: 'The page rotates its content to keep it in one orientation',
  description:
    'Reads the page\'s style sheets for @media rules about orientation (portrait or landscape) that rotate what they select a quarter turn (transform: rotate(90deg), rotateZ, rotate3d about the screen\'s axis, a matrix or a matrix3d that turns about it, or the rotate property; anything nearer to 90° or 270° than to 0° or 180°), and checks which rendered elements with content those rules select. ' +
    'Such a rule turns the content back when the device turns, so it always shows in one orientation (ACT rule b33eff). A selector that cannot be matched statically needs review.',
  why: 'People with a tablet or phone mounted on a wheelchair or bed cannot turn it; content locked to the other orientation appears sideways for them.',
  fix: 'Remove the rotating rules from the orientation media queries and let the layout adapt to both orientations (unless one orientation is essential, such as a piano keyboard or a bank cheque).',
  impact: 'minor',
  tags: ['axe:css-orientation-lock', 'act:b33eff', 'wcag:1.3.4'],
  references: ['https://www.w3.org/WAI/WCAG22/Understanding/orientation.html', 'https://www.w3.org/WAI/standards-guidelines/act/rules/b33eff/'],
  check(ctx) {
    const page = ctx.page;
    const { rotations, mediaRules } = orientationRotations(page);
    if (mediaRules === 0) return ctx.notApplicable('No style sheet has a media query about orientation.');
    if (rotations.length === 0) return ctx.notApplicable(`${mediaRules} orientation media quer${mediaRules === 1 ? 'y' : 'ies'}, none of which rotates anything.`);
    let failed = 0;
    let unknown = 0;
    const reported = new Set<Element>();
    for (const r of rotations) {
      if (!locksOrientation(r.angle)) continue;
      const selector = csstree.generate(r.rule.prelude);
      let matched: Element[];
      try {
        matched = selectAll(selector, page.document.children as Element[]) as Element[];
      } catch {
        unknown++;
        continue;
      }
      for (const el of matched) {
        if (reported.has(el) || isHidden(page, el) || !showsContent(el)) continue;
        reported.add(el);
        failed++;
        ctx.report(el, () => `${describe(el, 60)} is rotated ${Math.round(r.angle)}° by "${selector.slice(0, 60)}" under @media ${r.media.slice(0, 60)}.`);
      }
    }
    if (failed === 0 && unknown > 0) return ctx.needsReview(`${unknown} rule(s) in orientation media queries rotate elements a quarter turn, with selectors that cannot be matched statically.`);
    if (failed === 0) return ctx.pass(`${rotations.length} rotation(s) in orientation media queries; none turns content a quarter turn.`);
    return undefined;
  },
});
