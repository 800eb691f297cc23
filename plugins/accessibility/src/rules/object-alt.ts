import { defineRule } from '@pagegrade/core';
import { accName, contentText, explicitRole } from '@pagegrade/core/a11y';
import type { Element } from 'domhandler';
import { describe } from '../lib/info.ts';

/** File extensions of images, audio and video (the MIME types ACT rule 8fc3b6 is about). */
const MEDIA_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'bmp', 'ico', 'tif', 'tiff', 'apng', 'jxl', 'mp3', 'wav', 'ogg', 'oga', 'opus', 'flac', 'aac', 'm4a', 'weba', 'mp4', 'm4v', 'webm', 'ogv', 'mov', 'avi', 'mkv', '3gp', 'mpeg', 'mpg']);
/** Extensions of documents and plugins an object may embed that are not media. */
const OTHER_EXTENSIONS = new Set(['html', 'htm', 'xhtml', 'xml', 'pdf', 'txt', 'swf', 'json']);

/** Whether an object embeds an image, audio or video: from its type attribute, else its URL's extension; null when neither tells. */
function embedsMedia(obj: Element): boolean | null {
  const type = (obj.attribs['type'] ?? '').trim().toLowerCase();
  if (type) return /^(image|audio|video)\//.test(type);
  const path = (obj.attribs['data'] ?? '').split(/[?#]/)[0]!;
  const dot = path.lastIndexOf('.');
  const ext = dot > path.lastIndexOf('/') ? path.slice(dot + 1).toLowerCase() : '';
  if (MEDIA_EXTENSIONS.has(ext)) return true;
  if (OTHER_EXTENSIONS.has(ext)) return false;
  return null;
}

export default defineRule({
  id: 'accessibility/object-alt',
  dimension: 'accessibility',
  title: 'Embedded objects have a text alternative',
  failureTitle: 'Some <object> elements showing images, audio or video have no accessible name',
  description: 'Checks every <object> without a role that is exposed to assistive technology and embeds an image, audio or video (by its type attribute or the extension of its data URL; ACT rule 8fc3b6): it needs an accessible name from aria-label, aria-labelledby or title. Fallback content inside the object is shown only when the resource fails to load, so it does not name a rendered object. An object whose resource type cannot be told is left for review when unnamed. An object with an explicit role is judged by that role\'s check (role-img-alt for role="img").',
  why: 'Screen readers cannot describe an embedded image or media player; the accessible name is what a screen reader user gets instead.',
  fix: 'Give the <object> an aria-label or title describing what it shows or plays (or use <img>, <audio> or <video> with their own alternatives).',
  impact: 'serious',
  tags: ['axe:object-alt', 'act:8fc3b6', 'wcag:1.1.1', 'lighthouse:object-alt'],
  select: { tags: ['object'], attributes: ['data'], where: (obj) => explicitRole(obj) === null && embedsMedia(obj) !== false, exposed: true, none: 'The page has no <object> showing an image, audio or video.' },
  judge(obj, ctx) {
    if (accName(obj, ctx.page).name) return;
    const what = `Object ${obj.attribs['data'] || describe(obj)}`;
    if (embedsMedia(obj) === null) ctx.warn(obj, `${what} has no aria-label, aria-labelledby or title; whether it shows an image, audio or video cannot be told from its URL.`);
    else return `${what} has no aria-label, aria-labelledby or title${contentText(obj, ctx.page).text ? ' (its fallback content is shown only when it fails to load)' : ''}.`;
  },
});
