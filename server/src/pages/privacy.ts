import type { ServiceUrls } from '../discovery/urls.ts';
import type { MailConfig } from '../config.ts';
import { escapeHtml, pathOf, renderPage } from './layout.ts';

/** What the service does with data, stated from what the code really does. */
export function privacyHtml(urls: ServiceUrls, analysesPerDay: number, analysisDays: number, mail: MailConfig | null = null): string {
  const main = `<h1>Privacy</h1>
<p class="lead">pagegrade needs very little data to work: the address of the page you want graded and, to share the free quota fairly, the network address your request comes from. It sets no cookies, runs no analytics and loads nothing from other sites.</p>
<h2>What you send and what is published</h2>
<p>When you analyze a page, pagegrade fetches that address, its stylesheets and scripts and a few well-known site files, and runs its checks. The result is stored and is <strong>public</strong>: anyone with the report address can read it, and the site may appear on the <a href="${escapeHtml(pathOf(urls.leaderboardPage))}">leaderboard</a>. Do not submit addresses that contain secrets, such as private tokens in the query string.</p>
<h2 id="addresses">Addresses are published cleaned</h2>
<p>People paste addresses with secrets in them: a password-reset link, a session id, their e-mail address, a signed download link, the click id an advert appended. pagegrade fetches the address exactly as you gave it, but before anything is stored it cleans every address of the page (the one you gave, its redirects and the final one), and only the cleaned form is ever shown: on the report and its JSON and HAR downloads, the leaderboard, badges, the site history, the API's and the tool server's answers, search answers, e-mails and logs. Cleaning means:</p>
<ul>
<li>a user name and password in the address (<code>https://user:password@…</code>) are removed;</li>
<li>a query parameter keeps its name and its value becomes <code>REDACTED</code> when its name says it holds a credential, token, session, password, API key, signature or e-mail address (such as <code>reset_token</code>, <code>PHPSESSID</code>, <code>api_key</code>, <code>X-Amz-Signature</code>, <code>email</code>), when it is a known tracking id (<code>utm_*</code>, <code>gclid</code>, <code>fbclid</code>, <code>msclkid</code>, <code>mc_eid</code> and the others of the maintained list of the tidy-url package), or when its value looks like an e-mail address, a JSON Web Token or a random token of 32 characters or more; the same goes for parameters in the fragment (<code>#access_token=…</code>) and in the path (<code>;jsessionid=…</code>);</li>
<li>a path segment that is an e-mail address, a JSON Web Token or a random token of 32 characters or more becomes <code>REDACTED</code>; words, slugs, numbers and ordinary identifiers are left alone.</li>
</ul>
<p>The value is replaced rather than the parameter dropped, so the address stays recognisable and shows that something was taken out. The same values are also replaced where the report quotes them (a title or a finding that repeats the address), and the report and the API's <code>notes</code> say which parameters were cleaned. An address with nothing to clean is kept exactly as it was. An asynchronous job (the API’s, and the one the website’s form starts for each analysis) is stored with the cleaned address too; the address as given, needed to fetch the page, is held only in memory while the job runs (and, when the service runs on several machines, in its queue entry, deleted a day after the job ends, a week if it failed; a synchronous analysis's entry within an hour). So a job with a cleaned address that a restart interrupts cannot be run again: it fails and says so.</p>
<p>A report holds the page address, its title, the scores and what each check found, which can quote short parts of the page (up to 120 characters of code around each finding). With it is kept a record of what was fetched — every address, status, response header, size and timing, without the bodies — which the report offers as a HAR download. An analysis of the page as a browser drew it (mode "rendered") also keeps a screenshot of the page's first screen and small pictures of the elements below it that findings name, which its report shows. It does not hold the page's full content.${analysisDays ? ` A report is deleted ${analysisDays} days after it was made, unless it is the best of its site, which the leaderboard shows.` : ''}</p>
${mail ? `<h2>Reports by e-mail</h2>
<p>On a report you can ask for it by e-mail. The address you give is used to send that one e-mail and is not stored. So that nobody can use the service to flood an inbox, each address may be sent ${mail.perRecipientPerDay === 1 ? 'one report' : `${mail.perRecipientPerDay} reports`} a day: to count them, the service keeps a counter keyed by a one-way hash of the address (an HMAC under a key of this server, so it cannot be matched against a list of addresses), which is deleted a day after the last e-mail. The e-mail goes through our mail provider's server like any e-mail.</p>
` : ''}<h2>Your network address</h2>
<p>Each visitor may run ${analysesPerDay === 1 ? 'one analysis' : `${analysesPerDay} analyses`} a day, through the form and the API together. To count them, the service keeps a counter keyed by your IP address (for IPv6, its /64 network) in its own database; a counter only matters for its window of one minute or one day. The service logs only its own internal errors, with the request method, path and an id. An analysis that could not fetch the page at all (the name does not resolve, the connection is refused or times out, the redirects loop, the server answers an error status or leads to a private address) gives its analysis back: it does not count against the day's quota.</p>
<h2>What pagegrade does not do</h2>
<ul>
<li>No cookies, local storage or fingerprinting.</li>
<li>No analytics, advertising or tracking scripts, and no third-party fonts, images or embeds.</li>
<li>No account: nothing ties your analyses to a person.</li>
<li>No sale or sharing of data with anyone, so a Global Privacy Control signal is always honoured (<a href="${escapeHtml(pathOf(urls.gpcJson))}">gpc.json</a>).</li>
</ul>
<h2>Questions</h2>
<p>For anything about your data, write to <a href="${escapeHtml(urls.securityContact)}">${escapeHtml(urls.securityContact.replace(/^mailto:/, ''))}</a>${urls.source ? `, or open an issue in the <a href="${escapeHtml(urls.source)}">project's repository</a>` : ''}. The same contact is published in <a href="${escapeHtml(pathOf(urls.securityTxt))}">security.txt</a>.</p>`;
  return renderPage(
    urls,
    {
      title: 'Privacy — pagegrade',
      description: 'What pagegrade stores and publishes when you analyze a page: the address, the public report and a quota counter per IP address. No cookies, no trackers.',
      url: urls.privacy,
      current: 'privacy',
      graph: [{ '@type': 'WebPage', '@id': `${urls.privacy}#webpage`, url: urls.privacy, name: 'Privacy', inLanguage: 'en', isPartOf: { '@id': `${urls.home}#website` } }],
    },
    main,
  );
}
