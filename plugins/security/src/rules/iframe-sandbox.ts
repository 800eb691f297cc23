import { defineRule, dom } from '@pagegrade/core';
import { originOf } from '../lib/urls.ts';

export default defineRule({
  id: 'security/iframe-sandbox',
  dimension: 'security',
  title: 'Sandboxed iframes cannot escape their sandbox',
  failureTitle: 'A sandboxed iframe can remove its own sandbox',
  description: 'Checks <iframe sandbox> elements whose tokens include both allow-scripts and allow-same-origin while the frame content is same-origin with the page (a relative src, the page\'s origin, or srcdoc/about:blank). Such a frame can reach into its parent, remove the sandbox attribute and reload itself unsandboxed. Not applicable when no iframe is sandboxed.',
  why: 'The sandbox then gives no protection at all while suggesting it does: untrusted content placed in it (user HTML, previews, widgets) runs with the full privileges of the page.',
  fix: 'Drop allow-same-origin (or allow-scripts) from the sandbox, or serve the untrusted content from a separate origin such as a dedicated sandbox domain.',
  impact: 'moderate',
  tags: ['best-practice'],
  references: ['https://html.spec.whatwg.org/multipage/iframe-embed-object.html#attr-iframe-sandbox'],
  create(ctx) {
    let sandboxed = 0;
    return {
      element: {
        iframe(el) {
          if (!dom.hasAttr(el, 'sandbox')) return;
          sandboxed++;
          const tokens = dom.tokens(el, 'sandbox');
          if (!tokens.includes('allow-scripts') || !tokens.includes('allow-same-origin')) return;
          const src = dom.attr(el, 'src');
          const page = ctx.page;
          const sameOrigin = dom.hasAttr(el, 'srcdoc') || !src || src.trim() === '' || src.trim() === 'about:blank' || (() => {
            const abs = page.resolveUrl(src);
            return abs !== null && originOf(abs) !== null && originOf(abs) === originOf(page.url);
          })();
          if (sameOrigin) ctx.report(el, `${dom.snippet(el, 100)} combines allow-scripts and allow-same-origin for same-origin content, so its scripts can remove the sandbox.`);
        },
      },
      end() {
        if (sandboxed === 0) return ctx.notApplicable('The page has no sandboxed iframes.');
        return undefined;
      },
    };
  },
});
