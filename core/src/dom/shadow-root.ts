import type { Element } from 'domhandler';

/** Elements that may host a shadow root (DOM's `attachShadow`), besides autonomous custom elements. */
const HOSTS = new Set(['article', 'aside', 'blockquote', 'body', 'div', 'footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'main', 'nav', 'p', 'section', 'span']);

function declaresShadowRoot(node: { type: string; name?: string; attribs?: Record<string, string> }): boolean {
  if (node.name !== 'template' || node.type !== 'tag') return false;
  const mode = node.attribs!['shadowrootmode'];
  if (mode === undefined) return false;
  const m = mode.toLowerCase();
  return m === 'open' || m === 'closed';
}

function canHost(el: Element): boolean {
  // A valid custom element name starts with a letter and has a hyphen.
  return HOSTS.has(el.name) || (el.name.includes('-') && /^[a-z]/.test(el.name));
}

/**
 * Whether a `<template>` is a declarative shadow root: it declares one (`shadowrootmode` open or
 * closed), its parent can host one, and it is the first such template there (a host has one
 * shadow root; a browser leaves a second declaration an inert template). Its children are then the
 * shadow tree, drawn as the host's content, not inert template content (core/src/shadow/).
 */
export function isShadowRoot(el: Element): boolean {
  if (!declaresShadowRoot(el)) return false;
  const host = el.parent as Element | null;
  if (!host || host.type !== 'tag' || !canHost(host)) return false;
  for (const c of host.children) {
    if (c === el) return true;
    if (declaresShadowRoot(c as Element)) return false;
  }
  return false;
}

/**
 * The parent element, or for the top of a shadow tree its host (the shadow root's template is no
 * box: it draws and passes down nothing). Light children are not moved into slots here: for
 * that, the flat tree (core/src/shadow/ flatParent).
 */
export function composedParent(el: Element): Element | null {
  const up = el.parent;
  if (!up || up.type !== 'tag') return null;
  return (up as Element).name === 'template' && isShadowRoot(up as Element) ? ((up as Element).parent as Element) : (up as Element);
}
