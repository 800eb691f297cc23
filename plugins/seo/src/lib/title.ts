import type { Element } from 'domhandler';
import type { Page } from '@pagegrade/core';
import { tagRanges } from './ranges.ts';

/** The document's <title> elements: not an <svg>'s, not inside a <template> (not part of the document until a script inserts it). */
export function documentTitles(page: Page): Element[] {
  const svgs = tagRanges(page, 'svg');
  const templates = tagRanges(page, 'template');
  return (page.index.byTag.get('title') ?? []).filter((t) => !svgs.contains(t) && !templates.contains(t));
}
