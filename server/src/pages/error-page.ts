import type { ServiceUrls } from '../discovery/urls.ts';
import { escapeHtml, renderPage } from './layout.ts';

/** What an error page of the website says; `links` are list items of ready HTML. */
export interface ErrorPageText {
  title: string;
  description: string;
  heading: string;
  lead: string;
  links: string[];
}

/** A page a browser gets instead of the one it asked for: what happened, the reason, and ways back into the site. */
export function errorPageHtml(urls: ServiceUrls, path: string, message: string, text: ErrorPageText): string {
  const main = `<h1>${text.heading}</h1>
<p class="lead">${text.lead}</p>
<p class="muted">${escapeHtml(message)}</p>
<h2>Where to go from here</h2>
<ul>
${text.links.map((l) => `<li>${l}</li>`).join('\n')}
</ul>`;
  return renderPage(urls, { title: text.title, description: text.description, url: new URL(path, urls.base).href, current: null, graph: [] }, main);
}
