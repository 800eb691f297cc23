import type { Element } from 'domhandler';
import { defineRule, dom, type RuleContext } from '@pagegrade/core';
import { clip } from '../lib/meta.ts';

/** Alt texts that say nothing about the image. */
const PLACEHOLDER = new Set(['image', 'img', 'photo', 'picture', 'pic', 'graphic', 'icon', 'banner', 'untitled', 'alt', 'null', 'undefined', 'placeholder', 'thumbnail', 'foto', 'bild']);
const FILE = /\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?|heic)$/i;
/** Longer than this reads as stuffed keywords or a caption in the wrong place (a common screen-reader guideline, also used by SEO crawlers). */
const MAX = 150;

/**
 * Whether FILE can match: its extensions have three or four letters, so the alt text needs a dot
 * fourth or fifth from its end. Most alt texts are ruled out without running the pattern, which
 * scans the whole text for a dot.
 */
function mayBeFileName(alt: string): boolean {
  return alt.charCodeAt(alt.length - 4) === 46 || alt.charCodeAt(alt.length - 5) === 46;
}

function basename(src: string): string {
  // The path ends at the first "?" or "#".
  const q = src.indexOf('?');
  const h = src.indexOf('#');
  const end = q === -1 ? (h === -1 ? src.length : h) : h === -1 ? q : Math.min(q, h);
  const slash = src.lastIndexOf('/', end - 1);
  const name = src.slice(slash + 1, end);
  // Without a "%" there is nothing to decode (and nothing for decoding to reject).
  if (!name.includes('%')) return name.toLowerCase();
  return decodeURIComponent(name.replace(/%(?![0-9a-f]{2})/gi, '%25')).toLowerCase();
}

/** `s.replace(/[.:!]+$/, '')` without a regular expression tried at every position of long alt texts. */
function withoutTrailingPunctuation(s: string): string {
  let end = s.length;
  for (let c = s.charCodeAt(end - 1); c === 46 || c === 58 || c === 33; c = s.charCodeAt(end - 1)) end--;
  return end === s.length ? s : s.slice(0, end);
}

/** Reports an image's alt text when it is a file name, a placeholder or too long; false when there is no alt text to judge. */
function judge(ctx: RuleContext, el: Element): boolean {
  const alt = dom.normalizeSpace(el.attribs['alt']!);
  if (!alt) return false;
  const lower = alt.toLowerCase();
  const src = dom.attr(el, 'src') ?? '';
  let file = '';
  try {
    file = src ? basename(src) : '';
  } catch {
    file = '';
  }
  if ((mayBeFileName(alt) && FILE.test(alt)) || (file && lower === file)) ctx.warn(el, `alt="${clip(alt, 60)}" is a file name.`);
  else if (PLACEHOLDER.has(withoutTrailingPunctuation(lower))) ctx.warn(el, `alt="${alt}" on ${clip(src || '(no src)', 60)} is a placeholder, not a description.`);
  else if (alt.length > MAX) ctx.warn(el, `alt on ${clip(src || '(no src)', 60)} is ${alt.length} characters long.`);
  return true;
}

export default defineRule({
  id: 'seo/image-alt-quality',
  dimension: 'seo',
  title: 'Image alt texts describe the images',
  failureTitle: 'Some image alt texts are file names, placeholders or overlong',
  description: `Looks at every non-empty alt of an <img>: a file name (ends in .jpg, .png …, or equals the image's file name), a placeholder word (image, photo, picture, icon …) or more than ${MAX} characters warns.`,
  why: 'An alt that is a file name or "image" gives image search nothing to rank on; a very long alt looks like keyword stuffing and is tiring to listen to.',
  fix: 'Describe what the image shows in a short phrase ("Oak dining table with six chairs"); move long descriptions into a caption.',
  impact: 'minor',
  tags: ['best-practice'],
  check(ctx) {
    // Only images with an alt attribute are judged: read from the index, in document order.
    let judged = 0;
    for (const el of ctx.page.index.byAttribute.get('alt') ?? []) if (el.name === 'img' && judge(ctx, el)) judged++;
    if (judged === 0) return ctx.notApplicable('No image has a non-empty alt text to judge.');
    return undefined;
  },
});
