import { PagegradeError } from '../errors.ts';
import type { PageSnapshot } from '../snapshot/har.ts';
import type { RenderOptions } from './options.ts';

/**
 * Loads a page in Chromium and records what it drew as a snapshot (source `rendered`): the HAR of
 * every request the page made, the DOM after load as the document's body (the served HTML is in
 * `log._pagegrade.rendered.servedHtml`), computed styles and boxes, screenshots, cookies, console
 * errors, refused requests and lab metrics. Every request goes through the guarded proxy.
 *
 * Throws `invalid_url` / `blocked_host` for a URL the guard refuses, `fetch_failed` when the page
 * cannot be loaded (unreachable, an error status, not HTML, too many navigations),
 * `render_timeout` past the time limits, `render_memory_exceeded` when the page's renderer ran
 * out of memory, and `rendering_unavailable` when no browser can be started.
 */
export async function renderSnapshot(url: string, options: RenderOptions = {}): Promise<PageSnapshot> {
  void url;
  void options;
  throw new PagegradeError('rendering_unavailable', 'Rendering is not implemented yet.');
}
