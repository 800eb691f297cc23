import { defineRule, dom } from '@pagegrade/core';
import type { Element } from 'domhandler';

export default defineRule({
  id: 'code-quality/inline-event-handlers',
  dimension: 'codeQuality',
  title: 'No inline event handler attributes',
  failureTitle: 'Elements use inline event handler attributes (onclick, onload …)',
  description: 'Counts event handler content attributes — any attribute whose name starts with "on", such as onclick, onload, onsubmit or onmouseover — with a non-empty value, on HTML and SVG elements.',
  why: 'Inline handlers mix behaviour into markup, run in a confusing scope chain, and force a Content Security Policy to allow \'unsafe-inline\' (or \'unsafe-hashes\') scripts, which removes CSP\'s main protection against cross-site scripting.',
  fix: 'Attach listeners from a script with addEventListener(), using data-* attributes or classes to find the elements.',
  impact: 'minor',
  tags: ['best-practice'],
  // The '*' handler only acts on elements with these attributes.
  attributes: ['on*'],
  create(ctx) {
    let count = 0;
    const names = new Map<string, number>();
    let first: Element | null = null;
    return {
      element: {
        '*'(el) {
          for (const name in el.attribs) {
            if (name.length < 5 || name.charCodeAt(0) !== 111 || name.charCodeAt(1) !== 110 || !/^on[a-z]+$/.test(name)) continue;
            if (!el.attribs[name]!.trim()) continue;
            count++;
            first ??= el;
            names.set(name, (names.get(name) ?? 0) + 1);
          }
        },
      },
      end() {
        if (!count || !first) return ctx.pass();
        const top = [...names].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([n, c]) => `${n} ×${c}`).join(', ');
        ctx.warn(first, `${count} inline event handler${count === 1 ? '' : 's'} (${top}); first on ${dom.snippet(first, 80)}.`);
        return undefined;
      },
    };
  },
});
