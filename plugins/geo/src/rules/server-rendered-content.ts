import { defineRule, dom, pageScripts } from '@pagegrade/core';
import type { Element } from 'domhandler';
import { bodyWords, boundedText } from '../lib/page.ts';

/** Mount points of client-side frameworks: React/Vite, Vue, Next.js, Gatsby, Nuxt, Svelte, Ember. */
const MOUNT_IDS = ['root', 'app', '__next', '___gatsby', '__nuxt', 'svelte', 'app-root', 'ember-app', 'main-app'];
/** Words of text the HTML must carry before it counts as server-rendered content. */
const MIN_WORDS = 50;
/** Below this, an empty framework mount point means the content is rendered in the browser. */
const SHELL_WORDS = 150;

export default defineRule({
  id: 'geo/server-rendered-content',
  dimension: 'geo',
  title: 'The content is in the HTML without running JavaScript',
  failureTitle: 'The page is an empty JavaScript shell: AI crawlers see no content',
  description: `Checks the text the HTML delivers before any script runs. Fails when the body has fewer than ${MIN_WORDS} words and a framework mount point (#root, #app, #__next, <app-root> …) is empty while scripts are loaded, or a <noscript> asks to enable JavaScript; with ${MIN_WORDS}–${SHELL_WORDS - 1} words such a shell needs review. Fewer than ${MIN_WORDS} words with scripts but no recognisable shell needs review; fewer than ${MIN_WORDS} without scripts warns. ${SHELL_WORDS}+ words pass.`,
  why: 'GPTBot, ClaudeBot, PerplexityBot and most other AI crawlers do not execute JavaScript: a client-rendered page is an empty document to them, so it cannot be indexed, quoted or cited, however good it looks in a browser.',
  fix: 'Render the content on the server or at build time (SSR/SSG: Next.js, Nuxt, Astro, SvelteKit, Angular Universal), or prerender pages for crawlers, so the HTML response already contains the text.',
  impact: 'critical',
  tags: ['best-practice'],
  cap: { max: 40, scope: 'dimension', reason: 'the content is rendered by JavaScript, so AI crawlers that do not run scripts see an empty page.' },
  check(ctx) {
    const page = ctx.page;
    const words = bodyWords(page);
    if (words >= SHELL_WORDS) return ctx.pass(`The HTML carries ${words} words of text.`);
    const scripts = pageScripts(page).filter((s) => s.isJs);
    const mounts: Element[] = [];
    for (const id of MOUNT_IDS) for (const el of page.index.byId.get(id) ?? []) mounts.push(el);
    for (const tag of ['app-root', 'ng-app']) for (const el of page.index.byTag.get(tag) ?? []) mounts.push(el);
    const empty = mounts.find((m) => dom.wordCount(boundedText(m, 2000)) < 10);
    const noscript = (page.index.byTag.get('noscript') ?? []).find((n) => /enable javascript|javascript (is )?(required|disabled)|requires javascript/i.test(boundedText(n, 2000)));
    const shell = scripts.length > 0 && empty ? `${dom.snippet(empty, 60)} is empty and ${scripts.length} script(s) load` : null;
    const notice = noscript ? `<noscript> says "${dom.normalizeSpace(boundedText(noscript, 200)).slice(0, 80)}"` : null;
    if (words < MIN_WORDS && (shell || notice)) {
      ctx.report(shell ? empty! : noscript!, `The HTML has only ${words} words: ${shell ?? notice}; the content is built in the browser.`);
      return undefined;
    }
    if (shell || notice) return ctx.needsReview(`The HTML has ${words} words and ${shell ?? notice}; compare with the rendered page to see how much content depends on scripts.`);
    if (words >= MIN_WORDS) return ctx.pass(`The HTML carries ${words} words of text.`);
    if (scripts.length) return ctx.needsReview(`The HTML has only ${words} words and ${scripts.length} script(s); whether scripts build the content needs a rendered comparison.`);
    return ctx.warning(`The HTML has only ${words} words of text.`);
  },
});
