import { SELECTOR_OF } from './in-page.ts';

/** Elements whose text changes are kept, at most (the most changed first). */
export const MAX_TEXT_CHANGES = 100;

/**
 * Starts watching the page's text, in our isolated world: every time the text of an element
 * changes (its text nodes replaced or edited, by the page's own scripts while no one touches the
 * page), the element is counted once per change of its text content. Children's changes count for
 * the deepest element whose text changed, not for its ancestors.
 */
export const WATCH_TEXT = `(() => {
  if (window.__pagegradeText) return;
  const counts = new Map();
  const last = new WeakMap();
  const note = (el) => {
    if (!el || el.nodeType !== 1) return;
    const text = el.textContent;
    if (last.has(el) && last.get(el) === text) return;
    last.set(el, text);
    counts.set(el, (counts.get(el) || 0) + 1);
  };
  const root = document.documentElement;
  const walk = (el) => { last.set(el, el.textContent); for (const c of el.children) walk(c); };
  if (root) walk(root);
  const observer = new MutationObserver((records) => {
    for (const r of records) note(r.type === 'characterData' ? r.target.parentElement : r.target);
  });
  if (root) observer.observe(root, { subtree: true, childList: true, characterData: true });
  Object.defineProperty(window, '__pagegradeText', { value: { counts, observer }, enumerable: false });
})()`;

/** Stops watching and returns the elements whose text changed, with their selectors and counts. */
export const READ_TEXT_CHANGES = `(() => {
  const store = window.__pagegradeText;
  if (!store) return [];
  store.observer.disconnect();
  const selectorOf = ${SELECTOR_OF};
  return [...store.counts.entries()]
    .filter(([el]) => el.isConnected)
    .sort((a, b) => b[1] - a[1])
    .slice(0, ${MAX_TEXT_CHANGES})
    .map(([el, changes]) => ({ selector: selectorOf(el).slice(0, 2000), changes }));
})()`;
