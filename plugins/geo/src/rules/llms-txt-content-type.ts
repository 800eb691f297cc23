import { defineRule } from '@pagegrade/core';
import { llmsDoc } from '../lib/llms.ts';

const TEXT_TYPES = new Set(['text/plain', 'text/markdown', 'text/x-markdown']);

export default defineRule({
  id: 'geo/llms-txt-content-type',
  dimension: 'geo',
  title: 'llms.txt is served as plain text or markdown',
  failureTitle: 'llms.txt is served with the wrong Content-Type',
  description:
    'Checks the Content-Type of /llms.txt: text/plain or text/markdown passes; any other type fails; a text type without a charset warns when the file contains non-ASCII characters.',
  why: 'Agents and browsers decide how to read a file from its Content-Type: served as HTML or octet-stream it may be rendered, downloaded or discarded, and without a charset non-ASCII text can be garbled.',
  fix: 'Configure the server to send `Content-Type: text/markdown; charset=utf-8` (or text/plain; charset=utf-8) for /llms.txt.',
  impact: 'minor',
  tags: ['best-practice'],
  needs: ['llms'],
  check(ctx) {
    const res = ctx.page.resource('llms')!;
    const doc = llmsDoc(ctx.page);
    if (res.state !== 'ok' || !doc) return ctx.notApplicable('There is no llms.txt.');
    const header = res.headers.get('content-type');
    if (!header) return ctx.fail(`${res.url} is served without a Content-Type header.`);
    const type = header.split(';')[0]!.trim().toLowerCase();
    if (!TEXT_TYPES.has(type)) return ctx.fail(`${res.url} is served as "${type}", not text/plain or text/markdown.`);
    if (!/charset\s*=/i.test(header) && /[^\x00-\x7f]/.test(doc.text.slice(0, 100_000))) {
      return ctx.warning(`${res.url} is served as "${header}" without a charset but contains non-ASCII characters.`);
    }
    return ctx.pass(`Served as "${header}".`);
  },
});
