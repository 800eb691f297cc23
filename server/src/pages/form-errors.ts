import type { PagegradeError } from '@pagegrade/core';
import type { Quota } from '../http/rate-limit.ts';

/**
 * What a person reads when the home form could not analyse their address: what happened, in plain
 * words, and what to do next. The API keeps its codes and messages; these are read from them here,
 * so the pages speak to people and programs keep a stable contract.
 */
export interface FormError {
  /** What happened. */
  title: string;
  /** What to do next. */
  detail: string | null;
}

/** The words for a code when nothing more specific is known (also what `/?error=<code>` shows). */
export const FORM_ERRORS: Record<string, FormError> = {
  invalid_url: { title: 'That is not a web address we can analyse.', detail: 'Type the address of a page, such as example.com or https://example.com/pricing.' },
  blocked_host: { title: 'pagegrade only analyses public sites.', detail: 'Enter the address of a page anyone on the internet can open.' },
  fetch_failed: { title: 'We could not fetch that page.', detail: 'Check the address, and that the page opens in your browser, then try again.' },
  analysis_timeout: { title: 'The page is too large or too complex to analyse within our time limit.', detail: 'Try a lighter page of the same site, or choose "As served" if you chose the rendered mode.' },
  rate_limited: { title: 'The free quota of analyses is used up for now.', detail: 'Please come back later.' },
  invalid_request: { title: 'Please enter the address of a page, such as example.com.', detail: null },
  internal_error: { title: 'Something went wrong on our side.', detail: 'Please try again in a minute.' },
  rendering_unavailable: { title: 'This server cannot render pages in a browser.', detail: 'Choose "As served" and analyse again.' },
  service_unavailable: { title: 'The server is busy right now.', detail: 'Please try again in a minute.' },
};

/** The host of the address the form analysed, for messages; the address as typed when it has none. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** Whole seconds of a limit stated in milliseconds by the fetcher's message. */
function seconds(ms: string): string {
  const s = Math.max(1, Math.round(Number(ms) / 1000));
  return s === 1 ? '1 second' : `${s} seconds`;
}

/** `07:10 UTC`, with the date when it is not today (UTC). */
function utcTime(at: Date, now: Date): string {
  const hm = at.toISOString().slice(11, 16);
  const sameDay = at.toISOString().slice(0, 10) === now.toISOString().slice(0, 10);
  return sameDay ? `${hm} UTC` : `${hm} UTC on ${at.toISOString().slice(0, 10)}`;
}

function quotaError(quotas: readonly Quota[] | null, now: Date): FormError {
  // The policy that refused is the one with nothing left; the latest reset among those is when a new analysis is possible.
  const spent = (quotas ?? []).filter((q) => q.remaining <= 0 && q.policy !== 'reads');
  if (spent.length === 0) return FORM_ERRORS['rate_limited']!;
  const q = spent.reduce((a, b) => (b.reset > a.reset ? b : a));
  const at = new Date(now.getTime() + Math.max(1, q.reset) * 1000);
  // Round up to the minute: "possible at 07:10" must not be a minute too early.
  if (at.getUTCSeconds() > 0 || at.getUTCMilliseconds() > 0) at.setUTCSeconds(60, 0);
  const title = q.policy === 'burst' ? `You can start ${q.limit === 1 ? '1 analysis' : `${q.limit} analyses`} a minute.` : `You can analyse ${q.limit === 1 ? '1 page' : `${q.limit} pages`} a day.`;
  return { title, detail: `The next one is possible at ${utcTime(at, now)}. The quota is shared with the API and counts per visitor.` };
}

/** The fetcher's reasons, read from its messages (core/src/fetch), each with what a person can do. */
const FETCH_REASONS: { match: RegExp; say: (m: RegExpExecArray, host: string, url: string) => FormError }[] = [
  {
    match: /^(\S+) does not resolve \(DNS: /,
    say: (m) => ({ title: `We could not find ${m[1]}.`, detail: 'Check the spelling of the address: no such site is known to the internet’s name service (DNS).' }),
  },
  {
    match: /^DNS lookup of (\S+) failed/,
    say: (m) => ({ title: `We could not look up ${m[1]}.`, detail: 'Its name service did not answer. Check the spelling, or try again in a few minutes.' }),
  },
  { match: /^(\S+) has no address\./, say: (m) => ({ title: `${m[1]} has no address on the internet.`, detail: 'Check the spelling of the address.' }) },
  {
    match: /could not be fetched: connection refused\.$/,
    say: (_m, host) => ({ title: `${host} refused the connection.`, detail: 'No web server answers at that address and port. Check the address (and the port, if you typed one), or try again once the site is up.' }),
  },
  {
    match: /could not be fetched: connection reset by the server\.$/,
    say: (_m, host) => ({ title: `${host} closed the connection before answering.`, detail: 'The site may be down or blocking automated visits. Try again later.' }),
  },
  {
    match: /^Connecting to (\S+) timed out after (\d+) ms\./,
    say: (m) => ({ title: `${m[1]} did not accept a connection within ${seconds(m[2]!)}.`, detail: 'Check that the site is up and the address is right, then try again.' }),
  },
  {
    match: /(?:no response within|did not complete within|took longer than) (\d+) ms/,
    say: (m, host) => ({ title: `${host} did not answer in time (within ${seconds(m[1]!)}).`, detail: 'Check that the page opens in your browser, then try again later.' }),
  },
  {
    match: /answered HTTP (\d{3})/,
    say: (m, host) => ({ title: `${host} answered with the error HTTP ${m[1]}.`, detail: 'Only pages that load can be analysed. Check the address, and that the page opens in your browser.' }),
  },
  { match: /not an HTML page|does not serve text/, say: (_m, host) => ({ title: `That address of ${host} is not a web page.`, detail: 'pagegrade analyses HTML pages; enter the address of a page rather than a file.' }) },
  { match: /redirects/, say: () => ({ title: 'That page redirects in a loop or to an invalid address.', detail: 'Check that the page opens in your browser, or enter the address it finally lands on.' }) },
  {
    match: /certificate|CERT_/i,
    say: (_m, host) => ({ title: `The security certificate of ${host} is not valid.`, detail: 'Browsers warn visitors about it too. Check the address; if it is right, the site needs a valid certificate for its https:// address.' }),
  },
  {
    // OpenSSL's reasons are lines of library codes, of no use to a person: the gist is said instead.
    match: /SSL|TLS|wrong version number|EPROTO/i,
    say: (_m, host, url) => ({
      title: `We could not open a secure (https) connection to ${host}.`,
      detail: url.startsWith('https:') ? 'If the site only serves plain http, type http:// before its address.' : 'Check the address and try again.',
    }),
  },
  {
    match: /could not be fetched: ([^\n]+?)\.?$/m,
    say: (m, host) => ({ title: `We could not fetch the page from ${host}.`, detail: `The connection failed (${m[1]!.slice(0, 200)}). Check the address, and that the page opens in your browser, then try again.` }),
  },
];

/**
 * The message for a refusal of the form: `typed` is the address as typed, `url` the one analysed
 * (with https:// added to a bare host), `now` the time for quota messages.
 */
export function formError(err: PagegradeError & { quotas?: Quota[] }, typed: string, url: string, now: Date): FormError {
  const host = hostOf(url);
  switch (err.code) {
    case 'invalid_request':
      return FORM_ERRORS['invalid_request']!;
    case 'invalid_url':
      if (/is not an absolute URL/.test(err.message)) {
        const what = /\s/.test(typed) || !/[.:]/.test(typed) ? `“${typed}” is not a web address.` : `We cannot read “${typed}” as a web address.`;
        return { title: what, detail: 'Type the address of a page, such as example.com or https://example.com/pricing.' };
      }
      if (/^Only http and https/.test(err.message)) return { title: 'pagegrade analyses web pages only (http and https addresses).', detail: 'Enter an address that starts with http:// or https://, or just the host name, such as example.com.' };
      if (/credentials/.test(err.message)) return { title: 'The address contains a user name or password.', detail: 'Remove the part before @; only public pages can be analysed.' };
      return FORM_ERRORS['invalid_url']!;
    case 'blocked_host': {
      const port = /^Port (\d+) is not allowed/.exec(err.message);
      if (port) return { title: `Port ${port[1]} is not one pagegrade connects to.`, detail: 'Web pages are analysed on ports 80, 443 and above 1023; leave the port out to use the usual one.' };
      return { title: 'pagegrade only analyses public sites.', detail: `${hostOf(url)} is a private or internal address that only a local network can reach. Enter the address of a page anyone on the internet can open.` };
    }
    case 'fetch_failed':
      for (const r of FETCH_REASONS) {
        const m = r.match.exec(err.message);
        if (m) return r.say(m, host, url);
      }
      return { title: FORM_ERRORS['fetch_failed']!.title, detail: `${err.message} ${FORM_ERRORS['fetch_failed']!.detail}` };
    case 'rate_limited':
      return quotaError(err.quotas ?? null, now);
    default:
      return FORM_ERRORS[err.code] ?? FORM_ERRORS['internal_error']!;
  }
}
