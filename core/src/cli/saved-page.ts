import { stat } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyNode, Element } from 'domhandler';
import { PagegradeError } from '../errors.ts';
import { parseHtml } from '../parse/html.ts';
import { attr, isElement, tokens } from '../dom/index.ts';
import { snapshotFromHtml } from '../snapshot/build.ts';
import { localSubresources } from './local-files.ts';
import type { PageSnapshot, SavedPage } from '../snapshot/har.ts';

function webAddress(value: string | null): string | null {
  if (!value) return null;
  try {
    const u = new URL(value.trim());
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/** The `<head>`'s elements in document order (a saved page's canonical and og:url live there). */
function headElements(html: string): Element[] {
  const out: Element[] = [];
  // The tree nests at most 512 deep, so the recursion is bounded.
  const visit = (nodes: readonly AnyNode[]): void => {
    for (const el of nodes) {
      if (!isElement(el)) continue;
      if (el.name === 'body') return;
      out.push(el);
      visit(el.children);
    }
  };
  visit(parseHtml(html).document.children);
  return out;
}

/**
 * The address a saved page names for itself: its canonical URL, else its og:url. Only absolute
 * http(s) addresses count; a relative one would resolve against the file.
 */
export function ownAddress(html: string): { url: string; from: SavedPage['addressFrom'] } | null {
  const els = headElements(html);
  for (const el of els) {
    if (el.name === 'link' && tokens(el, 'rel').includes('canonical')) {
      const url = webAddress(attr(el, 'href'));
      if (url) return { url, from: 'canonical' };
    }
  }
  for (const el of els) {
    if (el.name === 'meta' && (attr(el, 'property') ?? attr(el, 'name'))?.trim().toLowerCase() === 'og:url') {
      const url = webAddress(attr(el, 'content'));
      if (url) return { url, from: 'og:url' };
    }
  }
  return null;
}

/**
 * A saved HTML file as a snapshot: graded under `address` (the address it was served from) when
 * given, else under the address the page names for itself, else as a file. Its modification time
 * is its capture time, so dates on it are judged against the day it was saved, not 1970. With
 * `root` (the folder it was given in), the files it links under that folder are read with it.
 */
export async function savedPageSnapshot(path: string, text: string, address: string | null, root?: string): Promise<PageSnapshot> {
  const file = pathToFileURL(resolvePath(path)).href;
  const mtime = await stat(path).then((s) => s.mtime.toISOString(), () => null);
  let url = file;
  let saved: SavedPage | undefined;
  if (address !== null) {
    const given = webAddress(address);
    if (!given) throw new PagegradeError('invalid_request', `--url ${address} is not an http(s) address.`);
    url = given;
    saved = { file, addressFrom: 'given' };
  } else {
    const own = ownAddress(text);
    if (own) {
      url = own.url;
      saved = { file, addressFrom: own.from };
    }
  }
  const local = root === undefined ? null : await localSubresources(path, text, root, url);
  return snapshotFromHtml(text, url, { capturedAt: mtime, ...(saved ? { saved } : {}), ...(local ? { resources: local.entries, limitsHit: local.limitsHit } : {}) });
}
