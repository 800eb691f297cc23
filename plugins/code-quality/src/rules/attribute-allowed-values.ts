import { defineRule } from '@pagegrade/core';

/** Enumerated attributes and their keywords (HTML Living Standard), element → attribute → values. */
const ENUMS: Record<string, Record<string, string[]>> = {
  input: {
    type: ['text', 'search', 'tel', 'url', 'email', 'password', 'date', 'month', 'week', 'time', 'datetime-local', 'number', 'range', 'color', 'checkbox', 'radio', 'file', 'submit', 'image', 'reset', 'button', 'hidden'],
    inputmode: ['none', 'text', 'tel', 'url', 'email', 'numeric', 'decimal', 'search'],
    enterkeyhint: ['enter', 'done', 'go', 'next', 'previous', 'search', 'send'],
  },
  button: { type: ['submit', 'reset', 'button'] },
  form: { method: ['get', 'post', 'dialog'], enctype: ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'] },
  img: { loading: ['lazy', 'eager'], decoding: ['sync', 'async', 'auto'], fetchpriority: ['high', 'low', 'auto'], crossorigin: ['anonymous', 'use-credentials'] },
  iframe: { loading: ['lazy', 'eager'] },
  script: { fetchpriority: ['high', 'low', 'auto'], crossorigin: ['anonymous', 'use-credentials'] },
  link: { fetchpriority: ['high', 'low', 'auto'], crossorigin: ['anonymous', 'use-credentials'] },
  audio: { preload: ['none', 'metadata', 'auto'], crossorigin: ['anonymous', 'use-credentials'] },
  video: { preload: ['none', 'metadata', 'auto'], crossorigin: ['anonymous', 'use-credentials'] },
  track: { kind: ['subtitles', 'captions', 'descriptions', 'chapters', 'metadata'] },
  textarea: { wrap: ['soft', 'hard'], inputmode: ['none', 'text', 'tel', 'url', 'email', 'numeric', 'decimal', 'search'] },
  ol: { type: ['1', 'a', 'i'] },
};
const GLOBAL_ENUMS: Record<string, string[]> = {
  dir: ['ltr', 'rtl', 'auto'],
  contenteditable: ['true', 'false', 'plaintext-only'],
  draggable: ['true', 'false'],
  spellcheck: ['true', 'false'],
  translate: ['yes', 'no'],
  popover: ['auto', 'manual', 'hint'],
};
const REFERRER = ['no-referrer', 'no-referrer-when-downgrade', 'same-origin', 'origin', 'strict-origin', 'origin-when-cross-origin', 'strict-origin-when-cross-origin', 'unsafe-url'];
const TARGET_KEYWORDS = ['_blank', '_self', '_parent', '_top', '_unfencedtop'];
/** The attributes looked at: those of the tables, target and referrerpolicy. */
const CHECKED = [...new Set([...Object.values(ENUMS).flatMap((e) => Object.keys(e)), ...Object.keys(GLOBAL_ENUMS), 'target', 'referrerpolicy'])];
// The tables as maps: looked up for every attribute of the elements the handler sees.
const CHECKED_SET = new Set(CHECKED);
const ENUM_MAP = new Map(Object.entries(ENUMS).map(([el, attrs]) => [el, new Map(Object.entries(attrs))]));
const GLOBAL_MAP = new Map(Object.entries(GLOBAL_ENUMS));

const TARGET_SHOWN = TARGET_KEYWORDS.slice(0, 4);
const OL_TYPES = ['1', 'a', 'A', 'i', 'I'];

/** The values `raw` should have been one of, or null when it is allowed. */
function rejected(element: string, name: string, raw: string, allowed: string[] | null): string[] | null {
  const v = raw.trim().toLowerCase();
  if (name === 'target') return v.startsWith('_') && !TARGET_KEYWORDS.includes(v) ? TARGET_SHOWN : null;
  if (name === 'referrerpolicy') return v && !REFERRER.includes(v) ? REFERRER : null;
  if (!allowed || v === '') return null;
  if (element === 'ol' && name === 'type') return OL_TYPES.includes(raw.trim()) ? null : OL_TYPES;
  return allowed.includes(v) ? null : allowed;
}

export default defineRule({
  id: 'code-quality/attribute-allowed-values',
  dimension: 'codeQuality',
  title: 'Enumerated attributes use valid keywords',
  failureTitle: 'Some attributes have values outside their allowed keywords',
  description:
    'Checks enumerated attributes against the keywords the HTML standard allows (case-insensitively): input and button type, form method and enctype, loading, decoding, fetchpriority, crossorigin, referrerpolicy, preload, track kind, dir, contenteditable, draggable, spellcheck, translate, popover, inputmode, enterkeyhint, wrap, ol type, and target values starting with "_" (only _blank, _self, _parent and _top are keywords).',
  why: 'An unknown keyword silently falls back to the default: `type="datetime"` becomes a text field, `<button type="btn">` becomes a submit button that sends the form, `target="_new"` opens a named window that later links reuse, `loading="true"` loads eagerly.',
  fix: 'Use one of the allowed values listed in the finding.',
  impact: 'moderate',
  tags: ['html-validate:attribute-allowed-values'],
  // The '*' handler only acts on elements with these attributes.
  attributes: CHECKED,
  create(ctx) {
    let n = 0;
    return {
      element: {
        '*'(el) {
          const a = el.attribs;
          const own = ENUM_MAP.get(el.name) ?? null;
          for (const name in a) {
            // Only the attributes with enumerated values in the tables are judged.
            if (!CHECKED_SET.has(name)) continue;
            const allowed = own?.get(name) ?? GLOBAL_MAP.get(name) ?? null;
            if (!allowed && name !== 'target' && name !== 'referrerpolicy') continue;
            const raw = a[name]!;
            const expected = rejected(el.name, name, raw, allowed);
            if (expected === null) continue;
            n++;
            ctx.report(el, `<${el.name}> ${name}="${raw.slice(0, 40)}" is not a valid value (allowed: ${expected.join(', ')}).`);
          }
        },
      },
      end() {
        return n ? undefined : ctx.pass();
      },
    };
  },
});
