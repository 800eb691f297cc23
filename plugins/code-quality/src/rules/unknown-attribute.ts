import { defineRule } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { htmlElementAttributes } from 'html-element-attributes';
import { htmlTagNames } from 'html-tag-names';
import { OBSOLETE_ATTRIBUTES, PRESENTATIONAL_ATTRIBUTES } from '../lib/obsolete.ts';
import { FOREIGN_ROOTS } from '../lib/html.ts';

const GLOBAL = new Set<string>([
  ...(htmlElementAttributes['*'] ?? []),
  'role', 'xmlns', 'slot', 'is',
  // RDFa attributes, valid on any HTML element (HTML+RDFa).
  'about', 'content', 'datatype', 'inlist', 'prefix', 'property', 'resource', 'rel', 'rev', 'typeof', 'vocab',
]);
const KNOWN_ELEMENTS = new Set<string>(htmlTagNames);
/** Attribute prefixes that are data, ARIA, event handlers, XML, or common framework directives. */
const PREFIXES = ['data-', 'aria-', 'on', 'xml', 'v-', ':', '@', '#', '*', '[', '(', 'x-', 'ng', 'hx-', 'wire:', 'th:', 'bind:', 'use:', 'class:', 'sveltekit:', 'js', 'q:', 'up-', 'fs-', 'amp', 'i-amphtml'];

/** The standard's attributes per element, as sets: looked up for every attribute of every element. */
const ELEMENT_ATTRIBUTES = new Map(Object.keys(htmlElementAttributes).map((tag) => [tag, new Set(htmlElementAttributes[tag])]));

function known(el: Element, name: string): boolean {
  if (GLOBAL.has(name)) return true;
  const own = ELEMENT_ATTRIBUTES.get(el.name);
  if (own !== undefined && own.has(name)) return true;
  if (Object.hasOwn(PRESENTATIONAL_ATTRIBUTES, el.name) && Object.hasOwn(PRESENTATIONAL_ATTRIBUTES[el.name]!, name)) return true;
  if (Object.hasOwn(OBSOLETE_ATTRIBUTES, el.name) && Object.hasOwn(OBSOLETE_ATTRIBUTES[el.name]!, name)) return true;
  for (const p of PREFIXES) if (name.startsWith(p)) return true;
  if (el.name === 'html' && name === '⚡') return true;
  return false;
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
  create(ctx) {
    let foreign = 0;
    const seen = new Map<string, number>();
    const first = new Map<string, Element>();
    return {
      element: {
        '*'(el) {
          if (FOREIGN_ROOTS.has(el.name)) foreign++;
          if (foreign || !KNOWN_ELEMENTS.has(el.name)) return;
          for (const name in el.attribs) {
            if (known(el, name)) continue;
            const key = `${el.name} ${name}`;
            const n = seen.get(key);
            if (n === undefined) {
              seen.set(key, 1);
              first.set(key, el);
            } else seen.set(key, n + 1);
          }
        },
      },
      elementExit: {
        '*'(el) {
          if (FOREIGN_ROOTS.has(el.name)) foreign--;
        },
      },
      end() {
        if (!seen.size) return ctx.pass();
        const entries = [...seen.entries()].sort((a, b) => b[1] - a[1]);
        for (const [key, count] of entries) {
          const [element, attribute] = key.split(' ') as [string, string];
          ctx.warn(first.get(key)!, `<${element}> has unknown attribute "${attribute.slice(0, 40)}"${count > 1 ? ` (${count} elements)` : ''}.`);
        }
        return undefined;
      },
    };
  },
});
