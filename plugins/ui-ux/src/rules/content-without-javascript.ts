import { defineRule, dom } from '@pagegrade/core';

/** Visible characters below which a page is effectively blank before its scripts run. */
const MIN_TEXT = 100;

export default defineRule({
  id: 'ui-ux/content-without-javascript',
  dimension: 'uiux',
  title: 'The page shows content before JavaScript runs',
  failureTitle: 'The page is blank until JavaScript runs',
  description:
    `When the page loads scripts, checks that the HTML as delivered carries at least ${MIN_TEXT} characters of visible text (outside script, style and template; <noscript> text counts). ` +
    'Less fails: the content only appears after scripts download and run. Pages without scripts are not applicable.',
  why: 'A blank shell shows nothing while scripts load on slow connections, and nothing at all when a script fails, is blocked by an extension or a corporate proxy, or times out; simple crawlers and link previews see an empty page too.',
  fix: 'Render the main content on the server or at build time (SSR/SSG) and hydrate it, or at least provide meaningful <noscript> content.',
  impact: 'moderate',
  tags: ['lighthouse:without-javascript'],
  create(ctx) {
    return {
      end() {
        const scripts = (ctx.page.index.byTag.get('script') ?? []).filter((s) => {
          const t = (dom.attr(s, 'type') ?? '').trim().toLowerCase();
          return t === '' || t === 'module' || t.includes('javascript') || t.includes('ecmascript');
        });
        if (scripts.length === 0) return ctx.notApplicable('The page loads no scripts.');
        const n = ctx.page.index.textLength;
        if (n >= MIN_TEXT) return ctx.pass(`${n} characters of text are in the delivered HTML.`);
        const root = ['root', 'app', '__next', '__nuxt', 'svelte', 'main'].map((id) => ctx.page.index.byId.get(id)?.[0]).find(Boolean);
        return ctx.fail(`Only ${n} characters of visible text in the delivered HTML, with ${scripts.length} script(s)${root ? ` and an application root <${root.name} id="${dom.attr(root, 'id')}">` : ''}: the content depends on JavaScript.`);
      },
    };
  },
});
