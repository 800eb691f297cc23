import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where a page moves on to by itself: its immediate `<meta http-equiv="refresh">`, or null. */
export function refreshTarget(html: string): string | null {
  const m = /<meta http-equiv="refresh" content="0; url=([^"]+)">/.exec(html);
  return m ? m[1]!.replaceAll('&amp;', '&') : null;
}

/** The end of following a progress page: the report it moved on to, or the page it stopped at. */
export interface Followed {
  /** The progress page's path. */
  progress: string;
  /** The report's path when the job completed, else null. */
  report: string | null;
  /** The last page: the form with the reason when the job failed. */
  status: number;
  html: string;
  /** The progress pages seen on the way, in order (their HTML). */
  pages: string[];
}

/**
 * Follows the website as a browser without script does: the form's 303 to the progress page, then
 * each immediate refresh, until the answer is the report (303) or a page that does not move on.
 * Bounded by a count, not a time: each held request ends within seconds.
 */
export async function followProgress(base: string, submitted: Response): Promise<Followed> {
  assert.equal(submitted.status, 303, 'the form answers with the progress page');
  const progress = submitted.headers.get('location')!;
  assert.match(progress, /^\/progress\/[\w-]{22}$/);
  const pages: string[] = [];
  let path = progress;
  for (let i = 0; i < 200; i++) {
    const res = await fetch(new URL(path, base), { redirect: 'manual' });
    if (res.status === 303) return { progress, report: res.headers.get('location'), status: 303, html: '', pages };
    const html = await res.text();
    const next = refreshTarget(html);
    if (!next) return { progress, report: null, status: res.status, html, pages };
    assert.equal(res.status, 200);
    pages.push(html);
    path = next;
  }
  throw new Error(`${progress} never moved on to a report or an error`);
}

/** A fixture page that answers only once the test releases it: its analysis stays under way until then. */
/**
 * Server settings for tests with a held page: fetch limits far above the test's own pace, so the
 * page answers when the test releases it, not when a time limit runs out.
 */
export const PATIENT_FETCH = { PAGEGRADE_FETCH_FIRST_BYTE_TIMEOUT_MS: '60000', PAGEGRADE_FETCH_REQUEST_TIMEOUT_MS: '60000', PAGEGRADE_FETCH_PAGE_TIMEOUT_MS: '60000' } as const;

export interface HeldPage {
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** From now on, requests wait for `release`. */
  hold(): void;
  release(): void;
}

export function heldPage(title: string): HeldPage {
  let gate = Promise.resolve();
  let open: () => void = () => undefined;
  return {
    handler: (_req, res) => {
      void gate.then(() => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>A page that answers when the test lets it.</p></main></body></html>`);
      });
    },
    hold() {
      gate = new Promise<void>((ok) => (open = ok));
    },
    release() {
      open();
    },
  };
}
