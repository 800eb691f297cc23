import type * as CssTree from 'css-tree';
import { cssListHead } from '../parse/csstree.ts';

/**
 * The specificity of one complex selector (Selectors Level 4, §16), packed into one number that
 * orders as the triple (ids, classes/attributes/pseudo-classes, types/pseudo-elements) does: each
 * part is capped at 999, as no real selector reaches it. Computed on css-tree's tree, which the
 * engine already has, rather than by a package that would parse the selector text again.
 */
export function specificity(selector: CssTree.Selector): number {
  const [a, b, c] = parts(selector.children);
  return Math.min(a, 999) * 1e6 + Math.min(b, 999) * 1e3 + Math.min(c, 999);
}

type Triple = [number, number, number];

function parts(list: CssTree.List<CssTree.CssNode>): Triple {
  const t: Triple = [0, 0, 0];
  for (let item = cssListHead(list); item !== null; item = item.next) add(t, item.data);
  return t;
}

function add(t: Triple, node: CssTree.CssNode): void {
  switch (node.type) {
    case 'IdSelector':
      t[0]++;
      return;
    case 'ClassSelector':
    case 'AttributeSelector':
      t[1]++;
      return;
    case 'TypeSelector':
      if (node.name !== '*' && !node.name.endsWith('|*')) t[2]++;
      return;
    case 'PseudoElementSelector':
      t[2]++;
      return;
    case 'PseudoClassSelector': {
      const name = node.name.toLowerCase();
      // :where() counts nothing; :is(), :not(), :has() and :nth-child(… of S) count their most
      // specific argument (nth-child adds its own pseudo-class); every other pseudo-class counts once.
      if (name === 'where') return;
      const args = node.children ? maxOf(node.children) : null;
      if (name === 'is' || name === 'not' || name === 'has' || name === 'matches' || name === '-webkit-any') {
        if (args) addTriple(t, args);
        return;
      }
      t[1]++;
      if (args && (name === 'nth-child' || name === 'nth-last-child')) addTriple(t, args);
      return;
    }
    default:
      return;
  }
}

/** The most specific selector among a pseudo-class's arguments (a selector list, or an An+B of S). */
function maxOf(list: CssTree.List<CssTree.CssNode>): Triple | null {
  let best: Triple | null = null;
  const consider = (sel: CssTree.Selector) => {
    const p = parts(sel.children);
    if (!best || compare(p, best) > 0) best = p;
  };
  for (let item = cssListHead(list); item !== null; item = item.next) {
    const node = item.data;
    if (node.type === 'SelectorList') for (let s = cssListHead(node.children); s !== null; s = s.next) consider(s.data as CssTree.Selector);
    else if (node.type === 'Selector') consider(node);
    else if (node.type === 'Nth' && node.selector) for (let s = cssListHead(node.selector.children); s !== null; s = s.next) consider(s.data as CssTree.Selector);
  }
  return best;
}

function compare(x: Triple, y: Triple): number {
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

function addTriple(t: Triple, u: Triple): void {
  t[0] += u[0];
  t[1] += u[1];
  t[2] += u[2];
}
