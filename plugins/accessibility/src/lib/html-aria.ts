/**
 * ARIA in HTML (W3C Recommendation, "Document conformance requirements for use of ARIA attributes
 * in HTML"): which roles authors may give each HTML element. This is HTML conformance data, not
 * ARIA role data, so it is not in aria-query; it is written out here from the specification's
 * table. Elements the table does not list (custom elements, obsolete elements, SVG and MathML
 * content) are not judged.
 */
import type { Element } from 'domhandler';
import { accName, inputType } from '@pagegrade/core/a11y';
import { dom, type Page } from '@pagegrade/core';

/** Any role may be given. */
export const ANY_ROLE = 'any';
/** No role attribute may be given at all. */
export const NO_ROLE = 'none';
export type AllowedRoles = ReadonlySet<string> | typeof ANY_ROLE | typeof NO_ROLE;

const roles = (list: string): ReadonlySet<string> => new Set(list.split(' '));

const LIST_CONTAINER = roles('directory group listbox menu menubar none presentation radiogroup tablist toolbar tree');
const HEADING = roles('none presentation tab doc-subtitle');
const DECORATIVE = roles('none presentation');
const FRAME = roles('application document img none presentation');
const MEDIA = roles('application');
const SECTION = roles(
  'alert alertdialog application banner complementary contentinfo dialog document feed group log main marquee navigation none note presentation region search status tabpanel ' +
    'doc-abstract doc-acknowledgments doc-afterword doc-appendix doc-bibliography doc-chapter doc-colophon doc-conclusion doc-credit doc-credits doc-dedication doc-endnotes doc-epigraph ' +
    'doc-epilogue doc-errata doc-example doc-foreword doc-glossary doc-index doc-introduction doc-notice doc-pagelist doc-part doc-preface doc-prologue doc-pullquote doc-qna doc-toc',
);
/** An image with a name (a non-empty alt, aria-label …) may stand in for a control. */
const NAMED_IMAGE = roles('button checkbox link math menuitem menuitemcheckbox menuitemradio meter option progressbar radio scrollbar separator slider switch tab treeitem doc-cover');
/** Text fields (input types that take free text) may become a combobox, a searchbox or a spinbutton. */
const TEXT_FIELD = roles('combobox searchbox spinbutton');
/** Input types that ARIA in HTML lets take no role. */
const FIXED_INPUTS = new Set(['color', 'date', 'datetime-local', 'file', 'hidden', 'month', 'number', 'password', 'range', 'reset', 'submit', 'time', 'week']);

/** Elements whose allowed roles do not depend on their attributes or context. */
const BY_TAG: ReadonlyMap<string, AllowedRoles> = new Map(Object.entries({
  abbr: ANY_ROLE, address: ANY_ROLE, b: ANY_ROLE, bdi: ANY_ROLE, bdo: ANY_ROLE, blockquote: ANY_ROLE, canvas: ANY_ROLE, cite: ANY_ROLE, code: ANY_ROLE, data: ANY_ROLE,
  del: ANY_ROLE, dfn: ANY_ROLE, div: ANY_ROLE, em: ANY_ROLE, hgroup: ANY_ROLE, i: ANY_ROLE, ins: ANY_ROLE, kbd: ANY_ROLE, mark: ANY_ROLE, output: ANY_ROLE, p: ANY_ROLE,
  pre: ANY_ROLE, q: ANY_ROLE, rp: ANY_ROLE, rt: ANY_ROLE, ruby: ANY_ROLE, s: ANY_ROLE, samp: ANY_ROLE, small: ANY_ROLE, span: ANY_ROLE, strong: ANY_ROLE, sub: ANY_ROLE,
  sup: ANY_ROLE, svg: ANY_ROLE, table: ANY_ROLE, tbody: ANY_ROLE, thead: ANY_ROLE, tfoot: ANY_ROLE, td: ANY_ROLE, th: ANY_ROLE, tr: ANY_ROLE, time: ANY_ROLE, u: ANY_ROLE, var: ANY_ROLE,

  base: NO_ROLE, body: NO_ROLE, caption: NO_ROLE, col: NO_ROLE, colgroup: NO_ROLE, datalist: NO_ROLE, dd: NO_ROLE, details: NO_ROLE, head: NO_ROLE, html: NO_ROLE,
  label: NO_ROLE, legend: NO_ROLE, link: NO_ROLE, main: NO_ROLE, map: NO_ROLE, math: NO_ROLE, meta: NO_ROLE, meter: NO_ROLE, noscript: NO_ROLE, optgroup: NO_ROLE,
  option: NO_ROLE, param: NO_ROLE, picture: NO_ROLE, progress: NO_ROLE, script: NO_ROLE, slot: NO_ROLE, source: NO_ROLE, style: NO_ROLE, template: NO_ROLE,
  textarea: NO_ROLE, title: NO_ROLE, track: NO_ROLE,

  article: roles('application document feed main none presentation region'),
  aside: roles('doc-dedication doc-example doc-footnote doc-glossary doc-pullquote doc-tip feed none note presentation region search'),
  audio: MEDIA,
  video: MEDIA,
  br: DECORATIVE,
  wbr: DECORATIVE,
  button: roles('checkbox combobox gridcell link menuitem menuitemcheckbox menuitemradio option radio separator slider switch tab treeitem'),
  dialog: roles('alertdialog'),
  dl: roles('group list none presentation'),
  dt: roles('listitem'),
  embed: FRAME,
  iframe: FRAME,
  fieldset: roles('none presentation radiogroup'),
  figcaption: roles('group none presentation'),
  // A header or footer is a banner or contentinfo landmark at the top level of the page; saying so
  // where it is not (inside an article) is allowed too.
  header: roles('banner group none presentation doc-footnote'),
  footer: roles('contentinfo group none presentation doc-footnote'),
  form: roles('form none presentation search'),
  h1: HEADING, h2: HEADING, h3: HEADING, h4: HEADING, h5: HEADING, h6: HEADING,
  hr: roles('none presentation doc-pagebreak'),
  li: roles('menuitem menuitemcheckbox menuitemradio option none presentation radio separator tab treeitem doc-biblioentry doc-endnote'),
  menu: LIST_CONTAINER,
  ol: LIST_CONTAINER,
  ul: LIST_CONTAINER,
  nav: roles('doc-index doc-pagelist doc-toc menu menubar none presentation tablist'),
  object: roles('application document img'),
  search: roles('form group none presentation region search'),
  section: SECTION,
} satisfies Record<string, AllowedRoles>));

const LINK = roles('button checkbox menuitem menuitemcheckbox menuitemradio option radio switch tab treeitem doc-backlink doc-biblioref doc-glossref doc-noteref');
const AREA_WITHOUT_HREF = roles('button link');
const INPUT_BUTTON = roles('checkbox combobox link menuitem menuitemcheckbox menuitemradio option radio switch tab');
const INPUT_CHECKBOX = roles('menuitemcheckbox option switch');
const INPUT_CHECKBOX_PRESSED = roles('button menuitemcheckbox option switch');
const INPUT_IMAGE = roles('link menuitem menuitemcheckbox menuitemradio radio switch');
const INPUT_RADIO = roles('menuitemradio');
const SELECT_MENU = roles('menu');
const FIGURE_WITH_CAPTION = roles('doc-example');

/**
 * The roles ARIA in HTML allows on an element, or null when the element is not one ARIA in HTML
 * describes. The element's implicit role is allowed on top of these (it is merely redundant).
 */
export function allowedRoles(el: Element, page: Page): AllowedRoles | null {
  const a = el.attribs;
  switch (el.name) {
    case 'a':
      return a['href'] !== undefined ? LINK : ANY_ROLE;
    case 'area':
      return a['href'] !== undefined ? NO_ROLE : AREA_WITHOUT_HREF;
    case 'figure':
      // With a caption it is a figure, which only a DPUB example may replace.
      return el.children.some((c) => dom.isElement(c) && c.name === 'figcaption') ? FIGURE_WITH_CAPTION : ANY_ROLE;
    case 'img':
      return (a['alt'] !== undefined && a['alt'] !== '') || accName(el, page).name ? NAMED_IMAGE : DECORATIVE;
    case 'input': {
      const type = inputType(el);
      if (type === 'button') return INPUT_BUTTON;
      if (type === 'checkbox') return a['aria-pressed'] !== undefined ? INPUT_CHECKBOX_PRESSED : INPUT_CHECKBOX;
      if (type === 'image') return INPUT_IMAGE;
      if (type === 'radio') return INPUT_RADIO;
      if (FIXED_INPUTS.has(type)) return NO_ROLE;
      if (type === 'text' && a['list'] !== undefined) return NO_ROLE;
      return TEXT_FIELD;
    }
    case 'select':
      return a['multiple'] === undefined && (a['size'] === undefined || a['size'].trim() === '1') ? SELECT_MENU : NO_ROLE;
    case 'summary':
      // The summary of a details element is its disclosure button, which keeps its role.
      return (el.parent as Element | null)?.name === 'details' ? NO_ROLE : ANY_ROLE;
    default:
      return BY_TAG.get(el.name) ?? null;
  }
}

/** Elements with context-dependent rows in the table (allowedRoles decides them case by case). */
const BY_CONTEXT = new Set(['a', 'area', 'figure', 'img', 'input', 'select', 'summary']);

/** Whether ARIA in HTML describes the element (a standard HTML element, not a custom or obsolete one). */
export function isAriaInHtmlElement(name: string): boolean {
  return BY_CONTEXT.has(name) || BY_TAG.has(name);
}

/**
 * DPUB roles that refine a role an element already has (a back link is a link, an endnote a list
 * item, a cover an image): ARIA in HTML allows them only on elements whose implicit role is that
 * base role.
 */
export const DPUB_REFINEMENTS: ReadonlyMap<string, string> = new Map([
  ['doc-backlink', 'link'],
  ['doc-biblioref', 'link'],
  ['doc-glossref', 'link'],
  ['doc-noteref', 'link'],
  ['doc-biblioentry', 'listitem'],
  ['doc-endnote', 'listitem'],
  ['doc-cover', 'img'],
]);

/**
 * Elements without an ARIA role mapping (aria-query gives them none) on which ARIA in HTML
 * prohibits naming with aria-label and aria-labelledby, as it does on generic: the text-level
 * elements that HTML-AAM exposes as plain text, and label, legend and figcaption, which name
 * other elements instead. Embedded content (iframe, object, video …) and controls without a
 * mapping (summary) can be named.
 */
export const NAMING_PROHIBITED_WITHOUT_ROLE: ReadonlySet<string> = new Set(['abbr', 'bdi', 'cite', 'figcaption', 'kbd', 'label', 'legend', 'rp', 'rt', 's', 'var']);
