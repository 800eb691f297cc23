import { ID_PATTERN } from '../http/validate.ts';
import { ANALYSIS_ID, LEADERBOARD_CURSOR } from './api.ts';
import type { Operation } from './types.ts';
import { EMAIL_ADDRESS } from '../mail/mailer.ts';

/**
 * The website's requests that carry parameters or a form, in the shape of the API's operations so
 * that one middleware judges both, and a parameter that means the same thing on a page as in the
 * API (an analysis id, the leaderboard's cursor) is the same entry. Pages are not API: these are
 * not in the OpenAPI document. Pages read their presentation parameters leniently (an unknown
 * filter shows everything), so those schemas only say they are text.
 */

const page = (description: string) => ({ '200': { description, content: { 'text/html': { schema: { type: 'string' } } } } });
const text = (name: string, description: string, schema: Record<string, unknown> = {}) => ({ name, in: 'query', required: false, description, schema: { type: 'string', ...schema } });
const path = (name: string, description: string, schema: Record<string, unknown> = {}) => ({ name, in: 'path', required: true, description, schema: { type: 'string', ...schema } });
const form = (required: string[], properties: Record<string, unknown>) => ({ required: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', required, properties } } } });

/** An analysis id followed by a suffix, e.g. `abc.svg`. */
const idWith = (suffix: string) => `${ID_PATTERN.slice(0, -1)}${suffix}$`;

export const SITE_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/',
    operationId: 'getHomePage',
    summary: 'The home page and its form, filled in again after a refusal that came back through a redirect.',
    spec: {
      parameters: [
        text('error', 'The code of the refusal to explain (one the form knows; others are ignored: the message itself never comes from the URL).'),
        text('url', 'The address to put back in the form (the first 2048 characters).'),
        text('mode', 'The mode to put back in the form: rendered, or anything else for static.'),
      ],
      responses: page('The home page.'),
    },
  },
  {
    method: 'post',
    path: '/analyze',
    operationId: 'submitAnalysisForm',
    summary: 'The home form: starts an analysis and redirects (303) to its progress page, or answers the form again with the reason.',
    spec: {
      requestBody: form(['url'], {
        url: { type: 'string', pattern: '\\S', description: 'The address as typed (a scheme may be left out); a blank one is refused with the form, as is one the analysis cannot take.' },
        mode: { type: 'string', description: 'rendered, or anything else for static.' },
      }),
      responses: { '303': { description: 'To the progress page.' }, ...page('The form again, with the reason (under the error’s status).') },
    },
  },
  {
    method: 'get',
    path: '/progress/{id}',
    operationId: 'getProgressPage',
    summary: 'The progress of an analysis started from the form; the report (303) when it is done.',
    spec: {
      parameters: [ANALYSIS_ID, text('after', 'Wait (a few seconds at most) until the job has got past this stage: queued, fetching or analysing; others are ignored.', { maxLength: 20 })],
      responses: page('The progress page.'),
    },
  },
  {
    method: 'get',
    path: '/leaderboard',
    operationId: 'getLeaderboardPage',
    summary: 'The leaderboard, fifty sites a page.',
    spec: { parameters: [LEADERBOARD_CURSOR], responses: page('A page of the leaderboard.') },
  },
  {
    method: 'get',
    path: '/docs/checks',
    operationId: 'getCheckCatalogue',
    summary: 'The check catalogue, or with q the answer to its search form.',
    spec: { parameters: [text('q', 'Words to search the checks for; blank shows the catalogue.', { maxLength: 200 })], responses: page('The catalogue or the search results.') },
  },
  {
    method: 'get',
    path: '/docs/checks/{dimension}',
    operationId: 'getDimensionChecksPage',
    summary: 'The checks of one dimension.',
    spec: { parameters: [path('dimension', 'A dimension key; any other is not found.')], responses: page('The checks of the dimension.') },
  },
  {
    method: 'get',
    path: '/docs/checks/{group}/{name}',
    operationId: 'getCheckPage',
    summary: 'One check, or a redirect (301) to the check a former id was merged into.',
    spec: { parameters: [path('group', 'The first part of the check id.'), path('name', 'The second part of the check id.')], responses: page('The check.') },
  },
  {
    method: 'get',
    path: '/report/{id}',
    operationId: 'getReportPage',
    summary: 'A report; with .json the result, with .har the fetch record, as downloads.',
    spec: {
      parameters: [
        path('id', 'The id of the analysis, perhaps followed by .json or .har.', { pattern: idWith('(\\.json|\\.har)?') }),
        text('dimension', 'Show the checks of this dimension only; other values show all.'),
        text('outcome', 'Show the checks with this outcome only; other values show all.'),
      ],
      responses: page('The report.'),
    },
  },
  {
    method: 'get',
    path: '/report/{id}/screenshot.jpg',
    operationId: 'getReportScreenshot',
    summary: 'The first screen of a rendered analysis, as on the report.',
    spec: { parameters: [ANALYSIS_ID], responses: { '200': { description: 'The JPEG.', content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } } } },
  },
  {
    method: 'get',
    path: '/report/{id}/thumbnails.jpg',
    operationId: 'getReportThumbnails',
    summary: 'The pictures of elements below the first screen that a rendered analysis’s findings name, one under the other, which the report shows piece by piece beside those findings.',
    spec: { parameters: [ANALYSIS_ID], responses: { '200': { description: 'The JPEG (at most 240 pixels wide).', content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } } } },
  },
  {
    method: 'post',
    path: '/report/{id}/email',
    operationId: 'emailReportForm',
    summary: 'The form on a report that sends it by e-mail: answered with a page (sent, or the form again with the reason).',
    spec: {
      parameters: [ANALYSIS_ID],
      requestBody: form(['email'], { email: { type: 'string', pattern: `^\\s*${EMAIL_ADDRESS}\\s*$`, description: 'The address to send the report to, as name@example.com (spaces around it are dropped); another is refused with the form.' } }),
      responses: page('Sent, or the form again with the reason (under the error’s status).'),
    },
  },
  {
    method: 'get',
    path: '/badge/{file}',
    operationId: 'getBadge',
    summary: 'The badge of an analysis.',
    spec: { parameters: [path('file', 'The id of the analysis followed by .svg.', { pattern: idWith('\\.svg') })], responses: { '200': { description: 'The badge.', content: { 'image/svg+xml': { schema: { type: 'string' } } } } } },
  },
  {
    method: 'get',
    path: '/badge/site/{file}',
    operationId: 'getSiteBadge',
    summary: 'The badge of the latest analysis of a site.',
    spec: {
      // A host name (or an IPv6 literal in brackets) and `.svg`.
      parameters: [path('file', 'The host name followed by .svg.', { pattern: '^[A-Za-z0-9.\\[\\]:-]{1,255}\\.svg$' })],
      responses: { '200': { description: 'The badge.', content: { 'image/svg+xml': { schema: { type: 'string' } } } } },
    },
  },
];
