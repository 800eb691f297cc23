import type { ServiceUrls } from '../discovery/urls.ts';
import type { MailConfig } from '../config.ts';
import { escapeHtml, pathOf, renderPage } from './layout.ts';

export interface EmailFormState {
  /** The address as typed, shown again after a refusal. */
  address: string;
  error: string | null;
}

/** The request form of a report's e-mail, on the report and on the page that answers it. */
export function emailFormHtml(id: string, mail: MailConfig, state: EmailFormState = { address: '', error: null }): string {
  const invalid = state.error !== null;
  const perDay = mail.perRecipientPerDay === 1 ? 'once a day' : `${mail.perRecipientPerDay} times a day`;
  return `<h2 id="by-email">Get this report by e-mail</h2>
${invalid ? `<p class="alert" id="email-error" role="alert"><strong>${escapeHtml(state.error!)}</strong></p>\n` : ''}<form method="post" action="/report/${encodeURIComponent(id)}/email" novalidate>
<label for="email">Your e-mail address</label>
<div class="row">
<input id="email" name="email" type="email" autocomplete="email" autocapitalize="none" spellcheck="false" required ${invalid ? 'aria-invalid="true" aria-describedby="email-error email-hint"' : 'aria-describedby="email-hint"'} value="${escapeHtml(state.address)}">
<button type="submit" class="button">Send the report</button>
</div>
<p class="hint" id="email-hint">What to fix first with what each fix is worth and how to make it, the grade of each dimension, and this complete report attached as a file that opens offline. The address is used to send this e-mail and is not stored; one address gets at most ${perDay}.</p>
</form>`;
}

/** The answer to an e-mail request: sent, or the form again with what went wrong. */
export function emailResultHtml(urls: ServiceUrls, id: string, reportUrl: string, mail: MailConfig, outcome: { sent: true } | { sent: false; state: EmailFormState }): string {
  const back = `<p><a href="${escapeHtml(pathOf(reportUrl))}">Back to the report</a></p>`;
  const main = outcome.sent
    ? `<h1>Report sent</h1>
<p class="lead" role="status">The report is on its way. It may take a few minutes to arrive; if it does not, look in the spam folder.</p>
${back}`
    : `<h1>The report could not be sent</h1>
${emailFormHtml(id, mail, outcome.state)}
${back}`;
  return renderPage(
    urls,
    {
      title: outcome.sent ? 'Report sent — pagegrade' : `Error: ${outcome.state.error?.replace(/\.$/, '') ?? 'not sent'} — pagegrade`,
      description: 'Get a pagegrade report by e-mail: what to fix first and what each fix is worth, the grades, and the complete report attached.',
      url: `${urls.base}/report/${encodeURIComponent(id)}/email`,
      current: null,
      graph: [],
    },
    main,
  );
}
