import { defineRule, inForeignContent } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { htmlElementAttributes } from 'html-element-attributes';
import { htmlTagNames } from 'html-tag-names';
import { OBSOLETE_ATTRIBUTES, PRESENTATIONAL_ATTRIBUTES } from '../lib/obsolete.ts';

const GLOBAL = new Set<string>([
  ...(htmlElementAttributes['*'] ?? []),
  'role', 'xmlns', 'slot', 'is',
  // RDFa attributes, valid on any HTML element (HTML+RDFa).
  'about', 'content', 'datatype', 'inlist', 'prefix', 'property', 'resource', 'rel', 'rev', 'typeof', 'vocab',
]);
const KNOWN_ELEMENTS = new Set<string>(htmlTagNames);
/** Attribute prefixes that are data, ARIA, event handlers, XML, or common framework directives. */
const PREFIXES = ['data-', 'aria-', 'on', 'xml', 'v-', ':', '@', '#', '*', '[', '(', 'x-', 'ng', 'hx-', 'wire:', 'th:', 'bind:', 'use:', 'class:', 'sveltekit:', 'js', 'q:', 'up-', 'fs-', 'amp', 'i-amphtml'];

/**
 * For each attribute, the elements it is accepted on in particular: the standard's attributes per
 * element, and the presentational and obsolete ones (left to their own rules). Inverted once from
 * the tables, so an element name is settled by one set look-up per attribute.
 */
const KNOWN_ON = new Map<string, Set<string>>();
function acceptOn(attribute: string, element: string): void {
  let names = KNOWN_ON.get(attribute);
  if (!names) KNOWN_ON.set(attribute, (names = new Set()));
  names.add(element);
}
for (const tag of Object.keys(htmlElementAttributes)) for (const a of htmlElementAttributes[tag]!) acceptOn(a, tag);
for (const table of [PRESENTATIONAL_ATTRIBUTES, OBSOLETE_ATTRIBUTES]) for (const tag of Object.keys(table)) for (const a of Object.keys(table[tag]!)) acceptOn(a, tag);
acceptOn('⚡', 'html');

/** Accepted on any element: global, RDFa, data-, ARIA, handler and directive attributes. */
function knownEverywhere(name: string): boolean {
  if (GLOBAL.has(name)) return true;
  for (const p of PREFIXES) if (name.startsWith(p)) return true;
  return false;
}

/** Position of an attribute among the element's attributes, in source order. */
function attributeOrder(el: Element, name: string): number {
  let i = 0;
  for (const a in el.attribs) {
    if (a === name) return i;
    i++;
  }
  return i;
}

interface Hit {
  element: string;
  attribute: string;
  first: Element;
  count: number;
}

export default defineRule({
  id: 'code-quality/unknown-attribute',
  dimension: 'codeQuality',
  title: 'Attributes are valid for their elements',
  failureTitle: 'Some elements carry attributes HTML does not define for them',
  description:
    'Checks the attributes of every HTML element (outside <svg>, <math> and custom elements) against the attributes the HTML standard defines for that element and globally (html-element-attributes), plus RDFa. data-*, aria-*, on* handlers, xml* and common framework directive prefixes (v-, :, @, x-, ng-, hx- …) are accepted; obsolete attributes are left to the obsolete-attribute rules.',
  why: 'An unknown attribute does nothing: a typo such as `herf`, `scr` or `rel="noopener"` written as `relation` silently loses the behaviour, and leftovers of malformed markup (an attribute named `"`) show that quotes are unbalanced.',
  fix: 'Fix misspelt attribute names, move custom data into data-* attributes, and repair broken quoting around the reported attributes.',
  impact: 'minor',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/indices.html#attributes-3'],
  check(ctx) {
    // By attribute name: a name known on every element (global attributes, data-*, framework
    // prefixes) is settled by the name alone; only the other names need the element's own list.
    const page = ctx.page;
    const hits: Hit[] = [];
    for (const [attribute, els] of page.index.byAttribute) {
      if (knownEverywhere(attribute)) continue;
      // Whether the attribute is unknown on an element depends on its name only; the holders
      // of an attribute mostly share a few names, so the last answer is kept.
      let lastName = '';
      let lastUnknown = false;
      const knownOn = KNOWN_ON.get(attribute);
      let own: Map<string, Hit> | null = null;
      for (const el of els) {
        const name = el.name;
        if (name !== lastName) {
          lastName = name;
          lastUnknown = KNOWN_ELEMENTS.has(name) && !knownOn?.has(name);
        }
        if (!lastUnknown || inForeignContent(page, el)) continue;
        own ??= new Map();
        const hit = own.get(name);
        if (hit) hit.count++;
        else {
          const h: Hit = { element: name, attribute, first: el, count: 1 };
          own.set(name, h);
          hits.push(h);
        }
      }
    }
    if (!hits.length) return ctx.pass();
    // Most frequent first; ties in the order the page first uses them: by element (each has
    // its own start tag, so its own offset), then by the attribute's place in that tag.
    const entries = hits.sort(
      (a, b) =>
        b.count - a.count ||
        (a.first.startIndex ?? 0) - (b.first.startIndex ?? 0) ||
        attributeOrder(a.first, a.attribute) - attributeOrder(b.first, b.attribute),
    );
    for (const { element, attribute, first, count } of entries) {
      ctx.warn(first, `<${element}> has unknown attribute "${attribute.slice(0, 40)}"${count > 1 ? ` (${count} elements)` : ''}.`);
    }
    return undefined;
  },
});
