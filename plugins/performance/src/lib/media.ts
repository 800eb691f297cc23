import type { Element } from 'domhandler';
import { dom, type Page, type Resource } from '@pagegrade/core';

/** The fetched resource of a <video>'s src or first <source>, when the snapshot has it. */
export function videoResource(page: Page, el: Element): { url: string | null; res: Resource | undefined } {
  let ref = dom.attr(el, 'src');
  if (!ref) for (const c of el.children) if (dom.isElement(c) && c.name === 'source' && dom.attr(c, 'src')) { ref = dom.attr(c, 'src'); break; }
  const url = ref ? page.resolveUrl(ref) : null;
  return { url, res: url ? page.resourceByUrl(url) : undefined };
}
