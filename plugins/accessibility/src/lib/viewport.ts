/** The viewport meta tag's content (CSS Viewport Module, "viewport-meta"), read as key=value pairs. */
import type { Element } from 'domhandler';
import type { Page } from '@pagegrade/core';

/** The page's <meta name="viewport"> elements, in document order. */
export function viewportMetas(page: Page): Element[] {
  return (page.index.byTag.get('meta') ?? []).filter((m) => (m.attribs['name'] ?? '').trim().toLowerCase() === 'viewport');
}

/**
 * The properties of a viewport content string, keys and values lower-cased. Browsers accept
 * commas and semicolons between pairs; very long values are cut, as nothing meaningful follows.
 */
export function viewportProperties(content: string): Map<string, string> {
  const props = new Map<string, string>();
  for (const part of content.slice(0, 1000).split(/[,;]/)) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    props.set(part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).trim().toLowerCase());
  }
  return props;
}
