import type { Element } from 'domhandler';
import { dom, perPage, type Page } from '@pagegrade/core';
import { inNoscriptOrTemplate } from './head.ts';

/** <link rel="preload"> elements (not modulepreload), outside noscript and template. */
export const preloads = perPage((page: Page): Element[] =>
  (page.index.byTag.get('link') ?? []).filter((el) => dom.tokens(el, 'rel').includes('preload') && !inNoscriptOrTemplate(page, el)),
);

/** Request destinations a preload's `as` may name (Fetch standard, HTML preload). */
export const PRELOAD_AS = new Set(['fetch', 'audio', 'audioworklet', 'document', 'embed', 'font', 'image', 'manifest', 'object', 'paintworklet', 'report', 'script', 'serviceworker', 'sharedworker', 'style', 'track', 'video', 'worker', 'xslt', 'json']);
